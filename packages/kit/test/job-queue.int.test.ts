import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openPostgresDatabase } from '../src/db/postgres-database.js';
import { BullJobQueue } from '../src/jobs/bullmq/bull-job-queue.js';
import { openJobQueue } from '../src/jobs/open-job-queue.js';
import { createScratchDatabase } from '../src/testing/test-ports.js';
import { jobQueueContract } from './contracts/job-queue.contract.js';
import { silentLogger } from './support/silent-logger.js';
import { tableJobHarness } from './support/table-job-harness.js';
import { waitFor } from './support/wait-for.js';

// The distributed adapter on the Redis the integration setup started (or REDIS_URL names), and
// the table adapter on real PostgreSQL (SKIP LOCKED between replicas for real).
const url = process.env.REDIS_URL!;
const prefix = 'mawadda-jobs-test';

/** Every key of the queues a run opened, so a shared Redis is left as it was. */
async function removeQueues(names: Iterable<string>) {
  const redis = new Redis(url);
  try {
    for (const name of names) {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:${name}:*`, 'COUNT', 500);
        if (keys.length) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    }
  } finally {
    redis.disconnect();
  }
}

jobQueueContract('BullMQ (Redis)', async () => {
  const names = new Set<string>();
  return {
    async open(queue) {
      names.add(queue);
      return BullJobQueue.open({ url, queue, logger: silentLogger, prefix });
    },
    now: () => new Date(),
    // BullMQ decides due times with the real clock, so moving time means letting it pass.
    // eslint-disable-next-line mawadda-tests/no-sleep
    advance: (ms) => new Promise<void>((r) => setTimeout(r, ms)),
    cleanup: () => removeQueues(names),
  };
});

const scratch = await createScratchDatabase(process.env.DATABASE_URL!);
const postgres = await openPostgresDatabase(scratch.url);
afterAll(async () => {
  await postgres.close();
  await scratch.drop();
});

jobQueueContract('table (PostgreSQL)', async () => tableJobHarness(() => postgres));

describe('BullMQ only', () => {
  it('is the adapter openJobQueue picks with REDIS_URL, keeping its jobs under its prefix', async () => {
    const queue = `picked-${Date.now().toString(36)}`;
    const q = await openJobQueue({ REDIS_URL: url }, { queue, database: postgres, logger: silentLogger });
    try {
      expect(q.kind).toBe('bullmq');
      expect(q).toBeInstanceOf(BullJobQueue);
      await q.ping();
      q.define('noop', { payload: z.object({}), handle: async () => undefined });
      await q.schedule('noop', {}, { jobId: 'later', delayMs: 60_000 });
      const redis = new Redis(url);
      const keys = await redis.keys(`mawadda-jobs:${queue}:*`);
      redis.disconnect();
      expect(keys.length).toBeGreaterThan(0);
      expect(await q.cancel('later')).toBe(true);
    } finally {
      await q.close();
      const redis = new Redis(url);
      const keys = await redis.keys(`mawadda-jobs:${queue}:*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }
  });

  it('runs a job due at once even when its id is slow to be recorded (a busy process)', async () => {
    // The worker may take a job due now the moment it is queued. Recording which BullMQ job is
    // the id's pending one is slowed down here, as a loaded event loop does: the job must count
    // as pending before it is queued, or the worker skips it as moved (the contract suite lost one
    // of three that way once).
    const queue = `slow-${Date.now().toString(36)}`;
    const q = await BullJobQueue.open({ url, queue, logger: silentLogger, prefix });
    const runs: number[] = [];
    try {
      q.define('now', { payload: z.object({ n: z.number() }), handle: async ({ n }) => void runs.push(n) });
      const pointers = (q as unknown as { pointers: { swap(...a: string[]): Promise<string | null> } })
        .pointers;
      const swap = pointers.swap.bind(pointers);
      pointers.swap = async (...a: string[]) => {
        // Injected latency, the fault under test: not a wait for anything.
        // eslint-disable-next-line mawadda-tests/no-sleep
        await new Promise((r) => setTimeout(r, 300));
        return swap(...a);
      };
      await q.start();
      await Promise.all([1, 2, 3].map((n) => q.schedule('now', { n })));
      await waitFor(() => expect(runs.sort()).toEqual([1, 2, 3]), 5_000);
    } finally {
      await q.close();
      await removeQueues([queue]);
    }
  });

  it('skips a BullMQ job whose id was moved elsewhere before it ran', async () => {
    // Two schedulers race for one id: both add, the last pointer wins, the other job is skipped.
    const queue = `race-${Date.now().toString(36)}`;
    const a = await BullJobQueue.open({ url, queue, logger: silentLogger, prefix });
    const b = await BullJobQueue.open({ url, queue, logger: silentLogger, prefix });
    const runs: number[] = [];
    const probed: string[] = [];
    try {
      for (const q of [a, b])
        q.define('race', {
          payload: z.object({ n: z.number() }),
          handle: async ({ n }) => void runs.push(n),
        });
      a.define('probe', {
        payload: z.object({}),
        handle: async (_payload, job) => void probed.push(job.jobId),
      });
      await a.start();
      await Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          (n % 2 ? a : b).schedule('race', { n }, { jobId: 'one', delayMs: 300 }),
        ),
      );
      await waitFor(() => expect(runs).toHaveLength(1));
      // The evidence that the skipped jobs had their turn: a job queued after them has run.
      const probe = await a.schedule('probe', {});
      await waitFor(() => expect(probed).toContain(probe.jobId));
      expect(runs).toHaveLength(1);
      expect(await a.get('one')).toBeUndefined();
    } finally {
      await a.close();
      await b.close();
      await removeQueues([queue]);
    }
  });
});
