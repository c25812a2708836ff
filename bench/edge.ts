// The edge's cost: requests a second and p99 of the embedded app's hot routes, each beside a bare
// `node:http` server run right before and right after it (their mean is the baseline), so the
// machine's drift falls on both; judged on the round of median ratio because one bare run alone
// varies a lot on a shared machine. Targets, as ratios of the bare server's requests a second,
// are in `targets` below. Method: docs/bench.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { z } from 'zod';
import { loadConfig } from '@mawadda/kit';
import { generateSigningJwk } from '../services/auth/src/store/signing-keys.js';
import { demoMembers } from '../scripts/demo/people.js';
import { spawnEmbeddedApp, spawnReady } from '../scripts/lib/embedded-app.js';
import { benchMembers, writeRegisteredEvents, type BenchMember } from './chat/members.js';
import { recordResults } from './lib/results.mjs';

const {
  BENCH_EDGE_SECONDS: SECONDS,
  BENCH_EDGE_ROUNDS: ROUNDS,
  BENCH_EDGE_CONNECTIONS: CONNECTIONS,
  BENCH_EDGE_MEMBERS: MEMBERS,
  BENCH_EDGE_ONLY: ONLY,
  BENCH_CPU_PROFILE,
} = loadConfig(
  z.object({
    /** How long each target is driven (after a 2 s warm-up of its own). */
    BENCH_EDGE_SECONDS: z.coerce.number().int().positive().default(10),
    /** Rounds per target (each a run of the target between two of the bare server); odd, so one is the median. */
    BENCH_EDGE_ROUNDS: z.coerce
      .number()
      .int()
      .positive()
      .refine((n) => n % 2 === 1, 'an odd number')
      .default(3),
    BENCH_EDGE_CONNECTIONS: z.coerce.number().int().positive().default(50),
    /** Members whose tokens the member routes rotate through. */
    BENCH_EDGE_MEMBERS: z.coerce.number().int().positive().default(200),
    /** Only the targets whose name contains this (a profiling run). */
    BENCH_EDGE_ONLY: z.string().default(''),
    /** The app's CPU profile under load, written at its end (scripts/lib/embedded-server.ts). */
    BENCH_CPU_PROFILE: z.string().optional(),
  }),
);

interface Target {
  name: string;
  path: string;
  /** Member tokens to rotate through (a header per request), or none for a guest. */
  members?: BenchMember[];
  /** Ratio of the bare server's requests a second this target must reach, and its p99 ceiling. */
  floor: number;
  p99?: number;
}
interface Measure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}
/** One run of a target with the mean of the bare server's runs on either side of it. */
interface Round extends Measure {
  baseline: number;
  ratio: number;
}

async function drive(
  port: number,
  target: Pick<Target, 'path' | 'members'>,
  seconds: number,
): Promise<Measure> {
  let turn = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        path: target.path,
        // As a browser asks: compressed answers welcome.
        headers: { 'accept-encoding': 'br, gzip' },
        setupRequest: (req) => {
          const who = target.members?.[turn++ % target.members.length];
          return who ? { ...req, headers: { ...req.headers, authorization: `Bearer ${who.token}` } } : req;
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

const jwk = await generateSigningJwk();
const members = await benchMembers(MEMBERS, jwk);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawadda-bench-edge-'));
const eventsFile = writeRegisteredEvents(members, dataDir);
// An explicit environment: the calling shell's engine variables must not make this distributed.
const env = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  NODE_ENV: process.env.NODE_ENV,
  DATA_DIR: path.join(dataDir, 'data'),
  AUTH_PRIVATE_JWK: JSON.stringify(jwk),
  ADMIN_EMAIL: 'admin@bench.invalid',
  ADMIN_PASSWORD: randomUUID(),
  BENCH_EVENTS_FILE: eventsFile,
  // The limiter still runs on every search; only its ceiling is out of the way of a load test.
  RATE_LIMIT_SEARCHES_PER_MINUTE: '1000000',
  BENCH_CPU_PROFILE,
};
const bare = await spawnReady([path.join(import.meta.dirname, 'edge/bare-server.mjs')], env);
const app = await spawnEmbeddedApp(env);
try {
  const base = `http://127.0.0.1:${app.port}`;
  const [viewer, subject] = [members[1]!, members[0]!];
  // Every profile created from its event, then filled in as the demo's members fill theirs (a
  // profile appears in search once 40 % complete), and found by search before anything is measured.
  const people = demoMembers(members.length);
  for (const [i, m] of members.entries()) {
    const headers = { authorization: `Bearer ${m.token}`, 'content-type': 'application/json' };
    for (let tries = 0; ; tries++) {
      const res = await fetch(`${base}/api/profile/me`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify(people[i]!.profile),
      });
      if (res.ok) break;
      if (tries > 600) throw new Error(`a profile could not be filled in: ${res.status} ${await res.text()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  for (let tries = 0; ; tries++) {
    const res = await fetch(`${base}/api/search/members?limit=20`, {
      headers: { authorization: `Bearer ${viewer.token}` },
    });
    const body = (await res.json()) as { items?: unknown[] };
    const found = body.items?.length ?? 0;
    if (found >= 20) break;
    if (tries > 600) throw new Error(`search found ${found} members after a minute`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const targets: Target[] = [
    { name: 'GET /healthz', path: '/healthz', floor: 0.35 },
    { name: 'GET /api/cms/menus?categoryId=1 (guest)', path: '/api/cms/menus?categoryId=1', floor: 0.25 },
    { name: 'GET /api/cms/faq (guest)', path: '/api/cms/faq', floor: 0.25 },
    { name: 'GET /api/profile/me (member)', path: '/api/profile/me', members, floor: 0.1, p99: 100 },
    {
      name: 'GET /api/search/members (member)',
      path: '/api/search/members?limit=20&ageMin=18&ageMax=60',
      members: members.filter((_, i) => i % 2 === 1),
      floor: 0.1,
      p99: 100,
    },
    {
      name: 'GET /api/profile/{id} (member)',
      path: `/api/profile/${subject.id}`,
      members: members.filter((_, i) => i % 2 === 1),
      floor: 0.1,
      p99: 100,
    },
  ];
  console.log(
    `edge: ${CONNECTIONS} connections, ${ROUNDS} round(s) of ${SECONDS} s per target (median ratio; p99 the worst round), embedded app (own process, fresh data folder, ` +
      `default log level) beside a bare node:http server, loopback`,
  );
  const rows: string[] = [];
  const resultFigures: Array<[string, string]> = [];
  const resultRatios: Array<[string, string]> = [];
  let missed = 0;
  const chosen = targets.filter((x) => x.name.includes(ONLY));
  for (const t of chosen) {
    await drive(app.port, t, 2); // warm-up: JIT, caches, connections
    let bareBefore = await drive(bare.port, { path: '/' }, SECONDS);
    // A profile of the measured rounds only: the members' setup and the warm-up left out (the
    // app idles while the bare server runs between rounds).
    if (BENCH_CPU_PROFILE && t === chosen[0]) app.child.kill('SIGUSR2');
    const rounds: Round[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const m = await drive(app.port, t, SECONDS);
      const bareAfter = await drive(bare.port, { path: '/' }, SECONDS);
      const baseline = (bareBefore.rps + bareAfter.rps) / 2;
      rounds.push({ ...m, baseline, ratio: m.rps / baseline });
      bareBefore = bareAfter;
    }
    const median = [...rounds].sort((a, b) => a.ratio - b.ratio)[(ROUNDS - 1) / 2]!;
    // The latency ceiling and the errors hold in every round, not only in the median one.
    const worstP99 = Math.max(...rounds.map((r) => r.p99));
    const errors = rounds.reduce((sum, r) => sum + r.errors, 0);
    const met = median.ratio >= t.floor && (t.p99 === undefined || worstP99 < t.p99) && errors === 0;
    if (!met) missed++;
    const pct = (x: number) => (x * 100).toFixed(1);
    const spread = rounds.length > 1 ? `  (rounds ${rounds.map((r) => pct(r.ratio)).join(', ')} %)` : '';
    rows.push(
      `  ${t.name.padEnd(42)} ${median.rps.toFixed(0).padStart(7)} req/s  p50 ${String(median.p50).padStart(4)} ms` +
        `  p99 ${String(worstP99).padStart(4)} ms  errors ${errors}  | bare ${median.baseline.toFixed(0).padStart(6)} req/s` +
        `  ratio ${pct(median.ratio).padStart(5)} % (target ≥ ${t.floor * 100} %${t.p99 ? `, p99 < ${t.p99} ms` : ''})` +
        `  ${met ? 'met' : 'MISSED'}${spread}`,
    );
    console.log(rows.at(-1));
    resultFigures.push([
      t.name,
      `${median.rps.toFixed(0)} req/s, p50 ${median.p50} ms, p99 ${worstP99} ms (worst round), errors ${errors}; ` +
        `bare ${median.baseline.toFixed(0)} req/s`,
    ]);
    resultRatios.push([
      `${t.name} / bare server`,
      `${pct(median.ratio)} % (target ≥ ${t.floor * 100} %${t.p99 ? `, p99 < ${t.p99} ms` : ''}; ` +
        `rounds ${rounds.map((r) => pct(r.ratio)).join(', ')} %) ${met ? 'met' : 'MISSED'}`,
    ]);
  }
  console.log(`  ${chosen.length - missed} of ${chosen.length} targets met`);
  // A profiling run of some targets only is not the bench's result.
  if (!ONLY)
    recordResults({
      id: 'edge',
      title: 'Hot routes beside a bare node:http server',
      script: 'node --import tsx bench/edge.ts',
      setup:
        `${CONNECTIONS} connections, ${ROUNDS} round(s) of ${SECONDS} s per target, median ratio; the embedded ` +
        'app in its own process on a fresh data folder beside a bare node:http server, loopback.',
      figures: resultFigures,
      ratios: resultRatios,
      notes: [`${chosen.length - missed} of ${chosen.length} targets met`],
    });
} finally {
  await Promise.all([bare.stop(), app.stop()]);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
