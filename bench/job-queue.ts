// Jobs: how late delayed jobs start (table adapter on PGlite, BullMQ on Redis) beside a bare
// setTimeout scheduler given the same due times, and how many jobs a second a burst due at once
// runs beside the same handler driven by an in-memory loop: that loop is the floor of running a
// job in this process at all, so the ratio is what storing, claiming and settling one costs.
// Method and knobs: docs/bench.md.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { z } from 'zod';
import { loadConfig, openPgliteDatabase, TableJobQueue, type JobQueue } from '@mawadda/kit';
import { BullJobQueue } from '../packages/kit/src/jobs/bullmq/bull-job-queue.js';
import { ensureEngines, parseExports } from '../infra/local/ensure.mjs';
import { recordResults } from './lib/results.mjs';

const {
  BENCH_JOBS_COUNT: COUNT,
  BENCH_JOBS_WINDOW_MS: WINDOW,
  BENCH_JOBS_LEAD_MS: LEAD,
  BENCH_JOBS_BURST: BURST_SET,
} = loadConfig(
  z.object({
    BENCH_JOBS_COUNT: z.coerce.number().int().positive().default(10_000),
    /** The jobs' due times are spread evenly over this window ("the same minute"). */
    BENCH_JOBS_WINDOW_MS: z.coerce.number().int().min(0).default(60_000),
    /** Time to schedule them all before the first is due. */
    BENCH_JOBS_LEAD_MS: z.coerce.number().int().positive().default(30_000),
    /** Jobs in the throughput burst, all due at once; default: BENCH_JOBS_COUNT. */
    BENCH_JOBS_BURST: z.coerce.number().int().positive().optional(),
  }),
);
const BURST = BURST_SET ?? COUNT;
/** Handlers at once: both adapters' default, and the baseline's loops. */
const CONCURRENCY = 5;
const logger = pino({ level: 'warn' });
/** Sub-millisecond wall time, so a baseline of a fraction of a millisecond is not rounded away. */
const wallNow = () => performance.timeOrigin + performance.now();
const ms = (n: number) => `${n.toFixed(1).padStart(7)} ms`;

interface Lateness {
  p50: number;
  p99: number;
  max: number;
  ran: number;
  scheduleSeconds: number;
}

function summarize(samples: number[], scheduleSeconds: number): Lateness {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
  return { p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? NaN, ran: samples.length, scheduleSeconds };
}

/** Due times spread evenly over the window, handed out in a shuffled (seeded) order. */
function dueTimes(start: number): number[] {
  const times = Array.from({ length: COUNT }, (_, i) => start + Math.floor((i * WINDOW) / COUNT));
  let seed = 42;
  for (let i = times.length - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = seed % (i + 1);
    [times[i], times[j]] = [times[j]!, times[i]!];
  }
  return times;
}

/** Runs `each` over the items, `width` at a time. */
async function inParallel<T>(items: T[], width: number, each: (item: T, i: number) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        await each(items[i]!, i);
      }
    }),
  );
}

async function baseline(): Promise<Lateness> {
  const samples: number[] = [];
  const due = dueTimes(Date.now() + 1000);
  await new Promise<void>((resolve) => {
    for (const at of due)
      setTimeout(
        () => {
          samples.push(wallNow() - at);
          if (samples.length === COUNT) resolve();
        },
        Math.max(0, at - Date.now()),
      );
  });
  return summarize(samples, 0);
}

/** Schedules every job on `queue` and waits until each has started once. */
async function measure(queue: JobQueue): Promise<Lateness> {
  const samples: number[] = [];
  const seen = new Set<string>();
  let done!: () => void;
  const all = new Promise<void>((r) => (done = r));
  const kind = queue.define('bench.due', {
    payload: z.object({ i: z.number().int() }),
    handle: async (_payload, job) => {
      if (seen.has(job.jobId)) return;
      seen.add(job.jobId);
      samples.push(wallNow() - job.scheduledFor.getTime());
      if (seen.size === COUNT) done();
    },
  });
  await queue.start();
  const first = Date.now() + LEAD;
  const due = dueTimes(first);
  const started = performance.now();
  await inParallel(due, 50, (at, i) =>
    queue.schedule(kind, { i }, { jobId: `due-${i}`, runAt: new Date(at) }),
  );
  const scheduleSeconds = (performance.now() - started) / 1000;
  if (Date.now() > first)
    console.warn(
      `  scheduling outlasted the ${LEAD} ms lead: raise BENCH_JOBS_LEAD_MS, early jobs read late`,
    );
  const timeout = new Promise<'timeout'>((r) =>
    setTimeout(() => r('timeout'), LEAD + WINDOW + 120_000).unref(),
  );
  if ((await Promise.race([all, timeout])) === 'timeout')
    console.warn(`  only ${seen.size} of ${COUNT} jobs ran in time`);
  await queue.close();
  return summarize(samples, scheduleSeconds);
}

interface Throughput {
  jobs: number;
  seconds: number;
  perSecond: number;
  /** Time to put the burst in the queue before it started (not counted in `seconds`). */
  enqueueSeconds: number;
}

const burstPayload = z.object({ i: z.number().int() });

/**
 * The handler every throughput run drives, the same for the baseline and both adapters: it notes
 * the first start and, once every job has run, the last end (a job run twice counts once).
 */
function burstHandler() {
  const seen = new Set<string>();
  let first = NaN;
  let last = NaN;
  let done!: () => void;
  const all = new Promise<void>((r) => (done = r));
  const handle = async (_payload: z.output<typeof burstPayload>, job: { jobId: string }) => {
    if (Number.isNaN(first)) first = performance.now();
    if (seen.has(job.jobId)) return;
    seen.add(job.jobId);
    if (seen.size === BURST) {
      last = performance.now();
      done();
    }
  };
  const figures = (enqueueSeconds: number): Throughput => {
    const seconds = (last - first) / 1000;
    return { jobs: seen.size, seconds, perSecond: seen.size / seconds, enqueueSeconds };
  };
  return { handle, all, figures };
}

/** The baseline: the same handler, the jobs in an array, CONCURRENCY loops, one event-loop turn per job. */
async function burstBaseline(): Promise<Throughput> {
  const h = burstHandler();
  const jobs = Array.from({ length: BURST }, (_, i) => ({ jobId: `burst-${i}`, payload: { i } as unknown }));
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++]!;
        await new Promise<void>((r) => setImmediate(r));
        const parsed = burstPayload.safeParse(job.payload);
        if (!parsed.success) throw parsed.error;
        await h.handle(parsed.data, job);
      }
    }),
  );
  await h.all;
  return h.figures(0);
}

/** Schedules the burst, all due now, on a queue that has not started, then starts it and waits for every job. */
async function burst(queue: JobQueue): Promise<Throughput> {
  const h = burstHandler();
  const kind = queue.define('bench.burst', { payload: burstPayload, handle: h.handle });
  const due = new Date();
  const began = performance.now();
  await inParallel(
    Array.from({ length: BURST }, (_, i) => i),
    50,
    (i) => queue.schedule(kind, { i }, { jobId: `burst-${i}`, runAt: due }),
  );
  const enqueueSeconds = (performance.now() - began) / 1000;
  await queue.start();
  const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 300_000).unref());
  const outcome = await Promise.race([h.all, timeout]);
  await queue.close();
  if (outcome === 'timeout') throw new Error(`throughput burst: not every job ran within 300 s`);
  return h.figures(enqueueSeconds);
}

const throughputRow = (label: string, t: Throughput) =>
  console.log(
    `  ${label.padEnd(30)} ${t.perSecond.toFixed(0).padStart(9)} jobs/s  (${t.jobs} jobs in ${t.seconds.toFixed(2)} s` +
      (t.enqueueSeconds ? `; enqueued beforehand in ${t.enqueueSeconds.toFixed(1)} s)` : ')'),
  );

const row = (label: string, f: Lateness) =>
  console.log(
    `  ${label.padEnd(30)} p50 ${ms(f.p50)}  p99 ${ms(f.p99)}  max ${ms(f.max)}  ran ${f.ran}/${COUNT}` +
      (f.scheduleSeconds ? `  (scheduled in ${f.scheduleSeconds.toFixed(1)} s)` : ''),
  );

console.log(`job queue: ${COUNT} delayed jobs due over ${WINDOW / 1000} s; lateness = start − due time`);

const base = await baseline();
row('bare setTimeout (baseline)', base);

const database = await openPgliteDatabase();
const table = await measure(await TableJobQueue.open({ database, queue: 'bench', logger }));
row('table adapter (PGlite)', table);
const throughput: Array<[string, Throughput]> = [['in-memory loop (baseline)', await burstBaseline()]];
throughput.push([
  'table adapter (PGlite)',
  await burst(await TableJobQueue.open({ database, queue: 'bench-burst', logger, concurrency: CONCURRENCY })),
]);
await database.close();

// Redis: the one named in the environment, or infra/local's (left running if it already was).
const running = parseExports(
  execFileSync('bash', [path.resolve(import.meta.dirname, '../infra/local/env.sh')], { encoding: 'utf8' }),
) as Record<string, string>;
const startedRedis = !process.env.REDIS_URL && !running.REDIS_URL;
const { REDIS_URL: url } = (await ensureEngines(['redis'])) as Record<string, string>;
const name = `bench-${process.pid}`;
const prefix = 'mawadda-bench';
try {
  const bull = await measure(await BullJobQueue.open({ url: url!, queue: name, logger, prefix }));
  row('BullMQ adapter (Redis)', bull);
  console.log(
    `  ratio p99 table / setTimeout: ${(table.p99 / base.p99).toFixed(1)}; ` +
      `BullMQ / setTimeout: ${(bull.p99 / base.p99).toFixed(1)}`,
  );
  throughput.push([
    'BullMQ adapter (Redis)',
    await burst(
      await BullJobQueue.open({
        url: url!,
        queue: `${name}-burst`,
        logger,
        prefix,
        concurrency: CONCURRENCY,
      }),
    ),
  ]);
  console.log(
    `job queue throughput: ${BURST} jobs all due at once, ${CONCURRENCY} handlers at a time; ` +
      `jobs/s from the first start to the last end`,
  );
  for (const [label, t] of throughput) throughputRow(label, t);
  const [, floor] = throughput[0]!;
  const late = (f: Lateness) =>
    `p50 ${f.p50.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms, max ${f.max.toFixed(1)} ms, ran ${f.ran}/${COUNT}`;
  recordResults({
    id: 'job-queue',
    title: 'Job queue lateness and throughput',
    script: 'node --import tsx bench/job-queue.ts',
    setup:
      `${COUNT} delayed jobs due over ${WINDOW / 1000} s (lateness = start − due time); a burst of ${BURST} jobs ` +
      `due at once, ${CONCURRENCY} handlers at a time.`,
    figures: [
      ['lateness, bare setTimeout (baseline)', late(base)],
      ['lateness, table adapter (PGlite)', late(table)],
      ['lateness, BullMQ adapter (Redis)', late(bull)],
      ...throughput.map(([label, t]): [string, string] => [
        `throughput, ${label}`,
        `${t.perSecond.toFixed(0)} jobs/s (${t.jobs} jobs in ${t.seconds.toFixed(2)} s)`,
      ]),
    ],
    ratios: [
      ['p99 lateness table / setTimeout', (table.p99 / base.p99).toFixed(1)],
      ['p99 lateness BullMQ / setTimeout', (bull.p99 / base.p99).toFixed(1)],
      ...throughput
        .slice(1)
        .map(([label, t]): [string, string] => [
          `jobs/s ${label.split(' ')[0]} / in-memory loop`,
          (t.perSecond / floor.perSecond).toFixed(4),
        ]),
    ],
  });
  console.log(
    `  ratio jobs/s ${throughput
      .slice(1)
      .map(([label, t]) => `${label.split(' ')[0]} / baseline: ${(t.perSecond / floor.perSecond).toFixed(4)}`)
      .join('; ')}`,
  );
} finally {
  const redis = new Redis(url!);
  const keys = [
    ...(await redis.keys(`${prefix}:${name}:*`)),
    ...(await redis.keys(`${prefix}:${name}-burst:*`)),
  ];
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  // Only a Redis this bench started is stopped; one that was up already stays for its owner.
  if (startedRedis)
    execFileSync('bash', [path.resolve(import.meta.dirname, '../infra/local/down.sh'), 'redis'], {
      stdio: 'inherit',
    });
}
