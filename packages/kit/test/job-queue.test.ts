import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../src/db/database.js';
import { openPgliteDatabase } from '../src/db/pglite-database.js';
import { uuidv7 } from '../src/ids.js';
import { BullJobQueue } from '../src/jobs/bullmq/bull-job-queue.js';
import { jobRows } from '../src/jobs/job-tables.js';
import { openJobQueue } from '../src/jobs/open-job-queue.js';
import type { JobContext, JobQueue } from '../src/jobs/port.js';
import { TableJobQueue } from '../src/jobs/table/table-job-queue.js';
import { jobQueueContract } from './contracts/job-queue.contract.js';
import { silentLogger } from './support/silent-logger.js';
import { tableJobHarness } from './support/table-job-harness.js';
import { waitFor } from './support/wait-for.js';

// The embedded adapter: the jobs table in an in-memory PGlite, on a test clock.
const database: Database = await openPgliteDatabase();
afterAll(() => database.close());

jobQueueContract('table (PGlite)', async () => tableJobHarness(() => database));

const DAY = 86_400_000;

describe('table-backed queue only', () => {
  const h = tableJobHarness(() => database);
  let n = 0;
  const queues: JobQueue[] = [];
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.close()));
  });
  const probed = new Set<string>();
  const recorder = async (options: { maxAttempts?: number } = {}) => {
    const q = await h.open(`table-${++n}`);
    queues.push(q);
    const runs: JobContext[] = [];
    const kind = q.define('expiry', {
      payload: z.object({ memberId: z.string() }),
      maxAttempts: options.maxAttempts,
      handle: async (_payload, job) => void runs.push(job),
    });
    q.define('probe', { payload: z.object({}), handle: async (_payload, job) => void probed.add(job.jobId) });
    return { q, runs, kind };
  };
  /** Evidence before asserting that nothing ran: a job due now has run, so what was due ran first. */
  const caughtUp = async (q: JobQueue) => {
    const { jobId } = await q.schedule('probe', {});
    await waitFor(() => expect(probed.has(jobId)).toBe(true));
  };

  it('follows the injected clock: a job due in three days runs when the clock gets there, not a millisecond before', async () => {
    const { q, runs, kind } = await recorder();
    await q.start();
    const { runAt } = await q.schedule(kind, { memberId: 'm' }, { delayMs: 3 * DAY, jobId: 'trial-end.m' });
    await h.advance(3 * DAY - 1);
    await caughtUp(q);
    expect(runs).toEqual([]);
    await h.advance(1);
    await waitFor(() => expect(runs).toHaveLength(1));
    expect(runs[0]!.scheduledFor).toEqual(runAt);
  });

  it('runs a daily job at its time each day', async () => {
    const { q, runs, kind } = await recorder();
    h.clock.set(new Date('2030-03-01T03:29:59.000Z'));
    await q.repeat(kind, { memberId: 'm' }, { jobId: 'nightly', dailyAt: '03:30' });
    await q.start();
    await caughtUp(q);
    expect(runs).toEqual([]);
    await h.advance(1000);
    await waitFor(() => expect(runs).toHaveLength(1));
    await waitFor(async () =>
      expect((await q.get('nightly'))?.runAt).toEqual(new Date('2030-03-02T03:30:00.000Z')),
    );
    await h.advance(DAY);
    await waitFor(() => expect(runs).toHaveLength(2));
    expect(runs.map((r) => r.scheduledFor.toISOString())).toEqual([
      '2030-03-01T03:30:00.000Z',
      '2030-03-02T03:30:00.000Z',
    ]);
  });

  it('skips the runs of a series missed while nothing ran, instead of catching up one by one', async () => {
    const { q, runs, kind } = await recorder();
    const first = await q.repeat(kind, { memberId: 'm' }, { jobId: 'tick', every: 1000 });
    await q.start();
    await waitFor(() => expect(runs).toHaveLength(1));
    await waitFor(async () =>
      expect((await q.get('tick'))?.runAt.getTime()).toBe(first.runAt.getTime() + 1000),
    );
    await h.advance(10_500);
    await waitFor(() => expect(runs).toHaveLength(2));
    await waitFor(async () =>
      expect((await q.get('tick'))?.runAt.getTime()).toBe(first.runAt.getTime() + 11_000),
    );
    await caughtUp(q);
    expect(runs).toHaveLength(2);
  });

  it('runs a job again once the lease of a runner that died expires, and gives up after the last attempt', async () => {
    const { q, runs } = await recorder({ maxAttempts: 3 });
    const queue = q.queue;
    const now = h.clock.now();
    const dead = { lockedBy: 'dead-process', lockedUntil: new Date(now.getTime() + 60_000) };
    const row = (jobId: string, attempts: number) => ({
      id: uuidv7(),
      queue,
      jobId,
      name: 'expiry',
      payload: { memberId: 'm' },
      state: 'scheduled' as const,
      runAt: now,
      dueAt: now,
      attempts,
      maxAttempts: 3,
      backoffMs: 1000,
      ...dead,
    });
    // Claimed by a process that then died: once mid-way, once on its last attempt.
    await database.db.insert(jobRows).values([row('crashed-once', 1), row('crashed-last', 3)]);
    await q.start();
    await caughtUp(q);
    expect(runs).toEqual([]);
    await h.advance(60_000);
    await waitFor(() => expect(runs.map((r) => [r.jobId, r.attempt])).toEqual([['crashed-once', 2]]));
    await waitFor(async () => expect(await q.failed()).toHaveLength(1));
    expect((await q.failed())[0]).toMatchObject({
      jobId: 'crashed-last',
      attempts: 3,
      error: expect.stringMatching(/lease/),
    });
    await waitFor(async () => expect(await q.get('crashed-once')).toBeUndefined());
  });

  it('wakes early for a job due sooner than its next poll', async () => {
    // Real clock, and a poll a minute away: only the wake-up can run the job within the wait.
    const q = await TableJobQueue.open({
      database,
      queue: 'wake-early',
      logger: silentLogger,
      pollMs: 60_000,
    });
    queues.push(q);
    const runs: string[] = [];
    const kind = q.define('soon', {
      payload: z.object({}),
      handle: async (_payload, job) => void runs.push(job.jobId),
    });
    await q.start();
    // Its first look at the table is over once its timer is armed for the next poll.
    const armedAt = () => (q as unknown as { wakeAt: number }).wakeAt;
    await waitFor(() => {
      const ahead = armedAt() - Date.now();
      expect(ahead > 30_000 && ahead <= 60_000, 'armed for the next poll').toBe(true);
    });
    await q.schedule(kind, {}, { jobId: 'soon', delayMs: 50 });
    await waitFor(() => expect(runs).toEqual(['soon']), 10_000);
  });

  it('is the adapter openJobQueue picks without REDIS_URL', async () => {
    const q = await openJobQueue({}, { queue: 'picked', database, logger: silentLogger });
    queues.push(q);
    expect(q.kind).toBe('table');
    expect(q).toBeInstanceOf(TableJobQueue);
    await expect(q.ping()).resolves.toBeUndefined();
  });
});

describe('BullMQ adapter without Redis', () => {
  it('fails to open in bounded time when Redis does not answer, naming the variable and not its value', async () => {
    const url = 'redis://:hunter2@127.0.0.1:1';
    const err = await BullJobQueue.open({
      url,
      queue: 'nowhere',
      logger: silentLogger,
      connectTimeoutMs: 500,
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toMatch(/REDIS_URL/);
    expect((err as Error).message).not.toContain('hunter2');
  });
});
