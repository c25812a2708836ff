// Jobs (groundwork for issue 15's expiry jobs): 10,000 delayed jobs due within the same minute,
// and how late after its due time each one starts. Once on the table adapter (PGlite, as embedded
// mode runs it) and once on BullMQ (Redis, distributed mode), each beside a bare setTimeout
// scheduler given the same due times in the same run: the p99 ratios are the figures. Lateness is
// start − due in real time, so each run gets a lead before its minute for scheduling the jobs.
// On BullMQ it is mostly Redis' own timer: a worker waits for the next delayed job in a blocking
// command whose timeout Redis checks `hz` times a second (10 by default: up to ~100 ms late).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { z } from 'zod';
import { loadConfig, openPgliteDatabase, TableJobQueue, type JobQueue } from '@mawadda/kit';
import { BullJobQueue } from '../packages/kit/src/jobs/bullmq/bull-job-queue.js';
// @ts-expect-error plain ESM helper without type declarations
import { ensureEngines, parseExports } from '../infra/local/ensure.mjs';

const {
  BENCH_JOBS_COUNT: COUNT,
  BENCH_JOBS_WINDOW_MS: WINDOW,
  BENCH_JOBS_LEAD_MS: LEAD,
} = loadConfig(
  z.object({
    BENCH_JOBS_COUNT: z.coerce.number().int().positive().default(10_000),
    /** The jobs' due times are spread evenly over this window ("the same minute"). */
    BENCH_JOBS_WINDOW_MS: z.coerce.number().int().min(0).default(60_000),
    /** Time to schedule them all before the first is due. */
    BENCH_JOBS_LEAD_MS: z.coerce.number().int().positive().default(30_000),
  }),
);
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
await database.close();
row('table adapter (PGlite)', table);

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
} finally {
  const redis = new Redis(url!);
  const keys = await redis.keys(`${prefix}:${name}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  // Only a Redis this bench started is stopped; one that was up already stays for its owner.
  if (startedRedis)
    execFileSync('bash', [path.resolve(import.meta.dirname, '../infra/local/down.sh'), 'redis'], {
      stdio: 'inherit',
    });
}
