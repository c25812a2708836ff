// The entitlement check's cost on a chat start (a first contact, so every start runs the check),
// on the embedded gateway over HTTP, one request at a time. The baseline swaps chat's entitlement
// copy, between two requests, for one whose `premium()` answers true without a query; starts with
// and without alternate request by request so the tables' growth and the machine's noise fall on
// both alike. Beside them, the check's query alone. Method: docs/bench.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { count, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import { createLogger, EntitlementCopy, loadConfig, type ServiceModule } from '@mawadda/kit';
import { createEmbeddedGateway, loadEmbeddedConfig } from '@mawadda/gateway';
import { generateSigningJwk } from '../services/auth/src/store/signing-keys.js';
import type { ChatApp } from '../services/chat/src/app/context.js';
import { entitlements, members as memberRows } from '../services/chat/src/store/schema.js';
import { benchMembers, memberEvents, type BenchMember } from './chat/members.js';
import { recordResults } from './lib/results.mjs';

const {
  BENCH_ENTITLEMENT_STARTS: STARTS,
  BENCH_ENTITLEMENT_WARMUP: WARMUP,
  BENCH_ENTITLEMENT_STARTERS: STARTERS,
  BENCH_ENTITLEMENT_RECIPIENTS: RECIPIENTS,
} = loadConfig(
  z
    .object({
      /** Conversation starts measured each way (with the check, and the baseline without). */
      BENCH_ENTITLEMENT_STARTS: z.coerce.number().int().positive().default(1000),
      /** Starts before measuring (both ways, not counted): JIT, caches, the first pages of the tables. */
      BENCH_ENTITLEMENT_WARMUP: z.coerce.number().int().min(0).default(100),
      /** Members who start conversations (entitled: a trial, as billing announces it). */
      BENCH_ENTITLEMENT_STARTERS: z.coerce.number().int().positive().default(100),
      /** Members they write to; each starter writes to each recipient at most once. */
      BENCH_ENTITLEMENT_RECIPIENTS: z.coerce.number().int().positive().default(100),
    })
    .refine(
      (c) =>
        2 * c.BENCH_ENTITLEMENT_STARTS + c.BENCH_ENTITLEMENT_WARMUP <=
        c.BENCH_ENTITLEMENT_STARTERS * c.BENCH_ENTITLEMENT_RECIPIENTS,
      {
        message: 'every start is a new pair: 2 × STARTS + WARMUP must not exceed STARTERS × RECIPIENTS',
      },
    ),
);

/** The baseline's entitlement copy: chat's own, except that `premium()` answers true without asking the database. */
class EntitledWithoutCheck extends EntitlementCopy {
  override async premium(): Promise<boolean> {
    return true;
  }
}

interface Figures {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
}
const summarize = (samples: number[]): Figures => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
  const mean = sorted.reduce((s, x) => s + x, 0) / sorted.length;
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), mean };
};
const ms = (n: number) => `${n.toFixed(3).padStart(8)} ms`;
const row = (label: string, f: Figures) =>
  console.log(
    `  ${label.padEnd(46)} p50 ${ms(f.p50)}  p95 ${ms(f.p95)}  p99 ${ms(f.p99)}  mean ${ms(f.mean)}  (n ${f.n})`,
  );

const jwk = await generateSigningJwk();
const everyone = await benchMembers(STARTERS + RECIPIENTS, jwk);
const starters = everyone.slice(0, STARTERS);
const recipients = everyone.slice(STARTERS);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawadda-bench-entitlement-'));
// An explicit environment: the calling shell's engine variables (DATABASE_URL, KAFKA_BROKERS,
// REDIS_URL) must not turn this into a distributed run.
const gateway = await createEmbeddedGateway(
  loadEmbeddedConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    AUTH_PRIVATE_JWK: JSON.stringify(jwk),
    WEB_MEMBER_DIST: path.join(dataDir, 'dist'),
    // The first admin, named so that no password is printed (the bench never signs in as them).
    ADMIN_EMAIL: 'admin@bench.invalid',
    ADMIN_PASSWORD: randomUUID(),
    // The bench measures the start, not the flood protection (as the chat bench does).
    CHAT_NEW_CONVERSATIONS_PER_DAY: '100000',
    CHAT_MESSAGES_PER_MINUTE: '100000',
  }),
  { logger: createLogger('bench-entitlement', 'warn') },
);
const server = await gateway.listen(0, '127.0.0.1');
try {
  const chat = gateway.services.find((s) => s.name === 'chat') as ServiceModule & { app: ChatApp };
  const withCheck = chat.app.entitlements;
  const withoutCheck = new EntitledWithoutCheck(entitlements);
  const { db } = gateway.database;
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  // What chat hears of them from auth, profile and billing: registered, a public profile, a trial.
  const events = memberEvents(everyone);
  for (let i = 0; i < events.length; i += 300) await gateway.bus.publish(events.slice(i, i + 300));
  for (let tries = 0; ; tries++) {
    const [known] = await db
      .select({ n: count() })
      .from(memberRows)
      .where(eq(memberRows.visibility, 'public'));
    const [premium] = await db
      .select({ n: count() })
      .from(entitlements)
      .where(gt(entitlements.premiumUntil, new Date()));
    if (known!.n >= everyone.length && premium!.n >= everyone.length) break;
    if (tries > 600) throw new Error('chat did not learn the bench members in time');
    await new Promise((r) => setTimeout(r, 100));
  }

  /** Start j: starter j mod S writes to a recipient they have not written to (round j div S shifts it). */
  const pairOf = (j: number): [BenchMember, BenchMember, boolean] => {
    const s = j % STARTERS;
    const round = Math.floor(j / STARTERS);
    // Alternates with and without request by request, and for each starter round by round.
    return [starters[s]!, recipients[(s + round) % RECIPIENTS]!, (s + round) % 2 === 0];
  };
  const start = async (from: BenchMember, to: BenchMember): Promise<number> => {
    const began = performance.now();
    const res = await fetch(`${url}/api/chat/conversations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${from.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ memberId: to.id, clientId: randomUUID(), text: 'Assalamu alaikum' }),
    });
    const body = (await res.json()) as { message?: { seq: number } };
    const took = performance.now() - began;
    if (res.status !== 201) throw new Error(`start refused: ${res.status} ${JSON.stringify(body)}`);
    return took;
  };

  const samples = { with: [] as number[], without: [] as number[] };
  for (let j = 0; j < WARMUP + 2 * STARTS; j++) {
    const [from, to, checked] = pairOf(j);
    chat.app.entitlements = checked ? withCheck : withoutCheck;
    const took = await start(from, to);
    if (j >= WARMUP) samples[checked ? 'with' : 'without'].push(took);
  }
  chat.app.entitlements = withCheck;

  // The check alone: the query `premium()` runs, on the same database and rows, as many times.
  const query: number[] = [];
  for (let k = 0; k < WARMUP + STARTS; k++) {
    const m = starters[k % STARTERS]!;
    const began = performance.now();
    const yes = await withCheck.premium(db, m.id, new Date());
    const took = performance.now() - began;
    if (!yes) throw new Error('a starter is not entitled');
    if (k >= WARMUP) query.push(took);
  }
  // And that the rows really are there for both ways (the baseline did not skip a refusal).
  const [open] = await db
    .select({ n: count() })
    .from(entitlements)
    .where(gt(entitlements.premiumUntil, new Date()));

  const on = summarize(samples.with);
  const off = summarize(samples.without);
  const alone = summarize(query);
  console.log(
    `entitlement check on a chat start: ${STARTS} starts each way, each a new pair (${STARTERS} starters ` +
      `× ${RECIPIENTS} recipients, ${open!.n} entitlement rows), embedded (gateway in process, PGlite), ` +
      `HTTP on loopback, one request at a time`,
  );
  row('start, with the check (as served)', on);
  row('start, premium() answers true (baseline)', off);
  row('premium() query alone (same db and rows)', alone);
  const share = (a: number, b: number) => `${((100 * a) / b).toFixed(1)}%`;
  console.log(
    `  ratio with / without: p50 ${(on.p50 / off.p50).toFixed(3)}, p95 ${(on.p95 / off.p95).toFixed(3)}, ` +
      `p99 ${(on.p99 / off.p99).toFixed(3)}; difference p50 ${(on.p50 - off.p50).toFixed(3)} ms ` +
      `(${share(on.p50 - off.p50, on.p50)} of a start)`,
  );
  console.log(
    `  query alone / start p50: ${share(alone.p50, on.p50)} ` +
      `(${alone.p50.toFixed(3)} ms of ${on.p50.toFixed(3)} ms)`,
  );
  const cell = (f: Figures) =>
    `p50 ${f.p50.toFixed(3)} ms, p95 ${f.p95.toFixed(3)} ms, p99 ${f.p99.toFixed(3)} ms (n ${f.n})`;
  recordResults({
    id: 'entitlement',
    title: 'Entitlement check on a chat start',
    script: 'npm run bench:entitlement',
    setup:
      `${STARTS} first contacts each way over HTTP on the embedded gateway (PGlite), one at a time, ` +
      `alternating with and without the check; ${open!.n} entitlement rows.`,
    figures: [
      ['start, with the check (as served)', cell(on)],
      ['start, premium() answers true (baseline)', cell(off)],
      ['premium() query alone', cell(alone)],
    ],
    ratios: [
      ['start with / without, p50', (on.p50 / off.p50).toFixed(3)],
      ['start with / without, p95', (on.p95 / off.p95).toFixed(3)],
      ['start with / without, p99', (on.p99 / off.p99).toFixed(3)],
      ['query alone / start, p50', (alone.p50 / on.p50).toFixed(3)],
    ],
  });
} finally {
  server.close();
  await gateway.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
