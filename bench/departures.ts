// What each of the kit's departures from stock Express and drizzle buys on member routes: the
// embedded app as served beside one app per departure turned back to stock (MAWADDA_STOCK, the
// kit's stock-framework.ts), all running at once, driven one at a time in a rotating order, round
// after round. Judged on the app's own CPU time per request (from /proc), which other work on a
// shared machine moves far less than requests a second. A departure that buys under a tenth on
// every member route goes back to stock. Method: docs/bench.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { z } from 'zod';
import { DEPARTURES, loadConfig, type Departure } from '@mawadda/kit';
import { generateSigningJwk } from '../services/auth/src/store/signing-keys.js';
import { SERVER_NODE_FLAGS, spawnReady, type EmbeddedApp } from '../scripts/lib/embedded-app.js';
import { benchMembers, writeRegisteredEvents, type BenchMember } from './chat/members.js';
import { recordResults } from './lib/results.mjs';

const {
  BENCH_DEPARTURES_SECONDS: SECONDS,
  BENCH_DEPARTURES_ROUNDS: ROUNDS,
  BENCH_DEPARTURES_CONNECTIONS: CONNECTIONS,
  BENCH_DEPARTURES_MEMBERS: MEMBERS,
} = loadConfig(
  z.object({
    /** How long each variant is driven per round, per route. */
    BENCH_DEPARTURES_SECONDS: z.coerce.number().positive().default(3),
    /** Rounds; odd, so one is the median. */
    BENCH_DEPARTURES_ROUNDS: z.coerce
      .number()
      .int()
      .positive()
      .refine((n) => n % 2 === 1, 'an odd number')
      .default(5),
    BENCH_DEPARTURES_CONNECTIONS: z.coerce.number().int().positive().default(10),
    /** Members whose tokens the routes rotate through. */
    BENCH_DEPARTURES_MEMBERS: z.coerce.number().int().positive().default(50),
  }),
);

/** A departure buying less than this on every member route goes back to stock. */
const KEEP_AT = 1.1;
const ENTRY = path.resolve(import.meta.dirname, '../scripts/lib/embedded-server.ts');
const ROUTES = [
  { name: 'GET /api/profile/me', path: '/api/profile/me' },
  { name: 'GET /api/chat/unread', path: '/api/chat/unread' },
];

interface Variant {
  name: string;
  /** The departure this variant turns back to stock; none for the app as served. */
  departure?: Departure;
  app?: EmbeddedApp;
}

/** CPU seconds the process has used (user + system), from /proc: Linux only. */
function cpuSecondsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime, fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function drive(app: EmbeddedApp, route: string, members: BenchMember[], seconds: number) {
  let turn = 0;
  const cpuBefore = cpuSecondsOf(app.child.pid!);
  const result = await autocannon({
    url: `http://127.0.0.1:${app.port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        path: route,
        headers: { 'accept-encoding': 'br, gzip' },
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, authorization: `Bearer ${members[turn++ % members.length]!.token}` },
        }),
      },
    ],
  });
  const cpu = cpuSecondsOf(app.child.pid!) - cpuBefore;
  return {
    rps: result.requests.average,
    /** The app's CPU microseconds per answered request. */
    cpuUs: (cpu * 1e6) / Math.max(1, result.requests.total),
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

const jwk = await generateSigningJwk();
const members = await benchMembers(MEMBERS, jwk);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawadda-bench-departures-'));
const eventsFile = writeRegisteredEvents(members, dataDir);
const variants: Variant[] = [
  { name: 'as served' },
  // Offset commits happen only on Kafka, which this embedded app has none of: the chat bench,
  // distributed, measures them (bench/RESULTS.md, "Chat's write path").
  ...DEPARTURES.filter((d) => d !== 'kafka-commits').map((departure) => ({
    name: `stock ${departure}`,
    departure,
  })),
];
try {
  // One at a time: each start migrates a fresh PGlite, CPU the others would wait for anyway.
  for (const [i, v] of variants.entries()) {
    // The sources through tsx, every variant alike: the ratio is the figure, not the rate.
    v.app = await spawnReady([...SERVER_NODE_FLAGS, '--import', 'tsx', ENTRY], {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: process.env.NODE_ENV,
      DATA_DIR: path.join(dataDir, `data-${i}`),
      AUTH_PRIVATE_JWK: JSON.stringify(jwk),
      ADMIN_EMAIL: 'admin@bench.invalid',
      ADMIN_PASSWORD: randomUUID(),
      BENCH_EVENTS_FILE: eventsFile,
      MAWADDA_STOCK: v.departure ?? '',
    });
    // Every member's profile made from its event before anything is measured.
    for (const m of members)
      for (let tries = 0; ; tries++) {
        const res = await fetch(`${v.app.url}/api/profile/me`, {
          headers: { authorization: `Bearer ${m.token}` },
        });
        await res.arrayBuffer();
        if (res.ok) break;
        if (tries > 600) throw new Error(`${v.name}: no profile after a minute (${res.status})`);
        await new Promise((r) => setTimeout(r, 100));
      }
  }
  console.log(
    `departures: ${CONNECTIONS} connections, ${ROUNDS} round(s) of ${SECONDS} s per variant and route, app CPU a request, ` +
      `${variants.length} embedded apps (own processes, sources through tsx, fresh data folders), loopback`,
  );
  const figures: Array<[string, string]> = [];
  const ratios: Array<[string, string]> = [];
  const best = new Map<Departure, number>();
  for (const route of ROUTES) {
    for (const v of variants) await drive(v.app!, route.path, members, 1); // warm-up
    const runs = new Map<Variant, { rps: number; cpuUs: number }[]>(variants.map((v) => [v, []]));
    let errors = 0;
    for (let r = 0; r < ROUNDS; r++) {
      // A rotating order: no variant always runs first or right after the same one.
      const order = variants.map((_, i) => variants[(i + r) % variants.length]!);
      for (const v of order) {
        const m = await drive(v.app!, route.path, members, SECONDS);
        runs.get(v)!.push(m);
        errors += m.errors;
      }
    }
    const served = runs.get(variants[0]!)!;
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[(xs.length - 1) / 2]!;
    const list = (xs: number[], digits = 2) => xs.map((x) => x.toFixed(digits)).join(', ');
    console.log(`  ${route.name} (errors ${errors})`);
    for (const v of variants) {
      const own = runs.get(v)!;
      const cpu = median(own.map((m) => m.cpuUs));
      const rps = median(own.map((m) => m.rps));
      figures.push([
        `${route.name}, ${v.name}`,
        `${cpu.toFixed(0)} µs CPU a request, ${rps.toFixed(0)} req/s (medians of ${own.length} rounds)`,
      ]);
      const line = `    ${v.name.padEnd(28)} ${cpu.toFixed(0).padStart(5)} µs CPU/req  ${rps.toFixed(0).padStart(6)} req/s`;
      if (!v.departure) {
        console.log(line);
        continue;
      }
      // Per round: this stock variant's CPU a request over the app as served in the same round.
      const perRound = own.map((m, r) => m.cpuUs / served[r]!.cpuUs);
      const ratio = median(perRound);
      best.set(v.departure, Math.max(best.get(v.departure) ?? 0, ratio));
      console.log(`${line}  stock / as served ${ratio.toFixed(3)} (rounds ${list(perRound)})`);
      ratios.push([
        `${route.name}: CPU a request, ${v.name} / as served`,
        `${ratio.toFixed(3)} (rounds ${list(perRound)})`,
      ]);
    }
    if (errors) throw new Error(`${route.name}: ${errors} requests failed`);
  }
  const verdicts = DEPARTURES.map(
    (d) =>
      `${d}: best ${best.get(d)!.toFixed(3)} on a member route, ${best.get(d)! >= KEEP_AT ? 'kept' : 'under 1.10: back to stock'}`,
  );
  for (const line of verdicts) console.log(`  ${line}`);
  recordResults({
    id: 'departures',
    title: 'What each departure from stock Express and drizzle buys',
    script: 'node --import tsx bench/departures.ts',
    setup:
      `${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per variant and route in a rotating order; ` +
      `the app's CPU a request (from /proc), median of the per-round ratios; ${variants.length} embedded apps ` +
      'side by side (sources through tsx), loopback.',
    figures,
    ratios,
    notes: verdicts,
  });
} finally {
  await Promise.all(variants.map((v) => v.app?.stop()));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
