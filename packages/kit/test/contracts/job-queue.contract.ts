import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  InvalidJobPayloadError,
  UnknownJobError,
  type JobContext,
  type JobQueue,
} from '../../src/jobs/port.js';
import { waitFor } from '../support/wait-for.js';

/**
 * How the suite reaches an adapter. `advance` moves the table queue's test clock but waits out
 * BullMQ's real one (it reads `Date.now()`), so the suite uses only short delays and asserts order
 * against the adapter's own clock (a job never runs before its time), never durations.
 */
export interface JobQueueHarness {
  /** A queue on the shared store; the same name again reaches the same jobs (a restart). */
  open(queue: string): Promise<JobQueue>;
  now(): Date;
  advance(ms: number): Promise<void>;
  /** After the suite: removes what it stored. */
  cleanup?(): Promise<void>;
}

const reminder = z.object({ memberId: z.string().min(1), n: z.number().int() });
type Reminder = z.infer<typeof reminder>;
interface Run {
  payload: Reminder;
  job: JobContext;
  at: Date;
}
const ms = (d: Date) => d.getTime();

/**
 * The JobQueue port's contract (DESIGN §1: both adapters pass the same suite), run on the table
 * (PGlite in `npm test`, PostgreSQL in the integration run) and on BullMQ with Redis.
 */
export function jobQueueContract(name: string, setup: () => Promise<JobQueueHarness>) {
  describe(`JobQueue contract: ${name}`, () => {
    let h: JobQueueHarness;
    const run = `c${randomUUID().slice(0, 8)}`;
    let opened: JobQueue[] = [];
    const probed = new Set<string>();
    const open = async (queue = 'q') => {
      const q = await h.open(`${run}-${queue}`);
      q.define('probe', {
        payload: z.object({}),
        handle: async (_payload, job) => void probed.add(job.jobId),
      });
      opened.push(q);
      return q;
    };
    /**
     * The positive evidence before asserting that nothing (more) ran: a job due now has run on
     * `q`, so the queue has worked through what was due before it. Counting without it passes
     * even when the queue never looked again.
     */
    const caughtUp = async (q: JobQueue) => {
      const { jobId } = await q.schedule('probe', {});
      await waitFor(() => expect(probed.has(jobId)).toBe(true));
    };
    /** A queue with a `reminder` job that records its runs. */
    const reminders = async (options: { maxAttempts?: number; backoffMs?: number; queue?: string } = {}) => {
      const q = await open(options.queue ?? `r${randomUUID().slice(0, 6)}`);
      const runs: Run[] = [];
      const kind = q.define('reminder', {
        payload: reminder,
        maxAttempts: options.maxAttempts,
        backoffMs: options.backoffMs,
        handle: async (payload, job) => void runs.push({ payload, job, at: h.now() }),
      });
      return { q, runs, kind };
    };

    beforeAll(async () => {
      h = await setup();
    });
    afterEach(async () => {
      await Promise.allSettled(opened.map((q) => q.close()));
      opened = [];
    });
    afterAll(async () => {
      await h?.cleanup?.();
    });

    it('runs a delayed job once, not before its time, with its payload, id and attempt', async () => {
      const { q, runs, kind } = await reminders();
      await q.start();
      const before = ms(h.now());
      const scheduled = await q.schedule(
        kind,
        { memberId: 'm-1', n: 1 },
        { delayMs: 400, jobId: 'reminder.m-1' },
      );
      expect(scheduled.jobId).toBe('reminder.m-1');
      expect(ms(scheduled.runAt)).toBeGreaterThanOrEqual(before + 400);
      expect(ms(scheduled.runAt)).toBeLessThanOrEqual(ms(h.now()) + 400);
      expect(await q.get('reminder.m-1')).toMatchObject({
        jobId: 'reminder.m-1',
        name: 'reminder',
        payload: { memberId: 'm-1', n: 1 },
        runAt: scheduled.runAt,
        attempts: 0,
      });

      await h.advance(400);
      await waitFor(() => expect(runs).toHaveLength(1));
      expect(runs[0]!.payload).toEqual({ memberId: 'm-1', n: 1 });
      expect(runs[0]!.job).toEqual({
        jobId: 'reminder.m-1',
        name: 'reminder',
        attempt: 1,
        maxAttempts: 5,
        scheduledFor: scheduled.runAt,
      });
      expect(ms(runs[0]!.at)).toBeGreaterThanOrEqual(ms(scheduled.runAt));
      // Done: no longer pending, its id free, and it does not run again.
      await waitFor(async () => expect(await q.get('reminder.m-1')).toBeUndefined());
      await h.advance(400);
      await caughtUp(q);
      expect(runs).toHaveLength(1);
      expect(await q.failed()).toEqual([]);
    });

    it('runs a job due in the past, or given no time, at once; each without an id gets its own', async () => {
      const { q, runs, kind } = await reminders();
      await q.start();
      const a = await q.schedule(kind, { memberId: 'a', n: 1 }, { runAt: new Date(ms(h.now()) - 60_000) });
      const b = await q.schedule(kind, { memberId: 'b', n: 2 });
      const c = await q.schedule('reminder', { memberId: 'c', n: 3 }, { delayMs: 0 });
      expect(new Set([a.jobId, b.jobId, c.jobId]).size).toBe(3);
      await waitFor(() => expect(runs).toHaveLength(3));
      expect(runs.map((r) => r.payload.memberId).sort()).toEqual(['a', 'b', 'c']);
      expect(new Set(runs.map((r) => r.job.jobId))).toEqual(new Set([a.jobId, b.jobId, c.jobId]));
    });

    it('runs every one of many jobs due at once, none skipped as if it had been moved', async () => {
      // A worker may take a job due now the moment it is queued: the job must already count as
      // the pending one of its id (BullMQ lost one of three here when it did not).
      const { q, runs, kind } = await reminders();
      await q.start();
      const jobs = await Promise.all(
        Array.from({ length: 40 }, (_, n) => q.schedule(kind, { memberId: `many-${n}`, n })),
      );
      await waitFor(() => expect(runs).toHaveLength(40));
      expect(new Set(runs.map((r) => r.job.jobId))).toEqual(new Set(jobs.map((j) => j.jobId)));
    });

    it('keeps one job per job id: scheduling it again moves it, later or sooner, with the new payload', async () => {
      const { q, runs, kind } = await reminders();
      await q.start();
      await q.schedule(kind, { memberId: 'm', n: 1 }, { jobId: 'later', delayMs: 300 });
      const moved = await q.schedule(kind, { memberId: 'm', n: 2 }, { jobId: 'later', delayMs: 900 });
      expect(await q.get('later')).toMatchObject({ payload: { n: 2 }, runAt: moved.runAt });

      await q.schedule(kind, { memberId: 'm', n: 3 }, { jobId: 'sooner', delayMs: 60_000 });
      await q.schedule(kind, { memberId: 'm', n: 4 }, { jobId: 'sooner', delayMs: 0 });
      await waitFor(() => expect(runs.map((r) => r.payload.n)).toEqual([4]));
      await waitFor(async () => expect(await q.get('sooner')).toBeUndefined());

      await h.advance(300);
      await caughtUp(q);
      expect(runs.map((r) => r.payload.n)).toEqual([4]);
      await h.advance(600);
      await waitFor(() => expect(runs.map((r) => r.payload.n)).toEqual([4, 2]));
      expect(ms(runs[1]!.at)).toBeGreaterThanOrEqual(ms(moved.runAt));
      expect(runs[1]!.job.scheduledFor).toEqual(moved.runAt);
      await h.advance(400);
      await caughtUp(q);
      expect(runs).toHaveLength(2);
    });

    it('cancel removes the pending job, which then never runs', async () => {
      const { q, runs, kind } = await reminders();
      await q.start();
      await q.schedule(kind, { memberId: 'm', n: 1 }, { jobId: 'to-cancel', delayMs: 300 });
      expect(await q.cancel('to-cancel')).toBe(true);
      expect(await q.cancel('to-cancel')).toBe(false);
      expect(await q.cancel('never-scheduled')).toBe(false);
      expect(await q.get('to-cancel')).toBeUndefined();
      await h.advance(600);
      await caughtUp(q);
      expect(runs).toEqual([]);
      expect(await q.failed()).toEqual([]);
    });

    it('refuses a payload that fails its schema, an undefined job and bad options, storing nothing', async () => {
      const { q, kind } = await reminders();
      const refused = await q
        .schedule(
          kind,
          { memberId: 'zzz-secret', n: 'zzz-not-a-number' as unknown as number },
          { jobId: 'bad' },
        )
        .catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(InvalidJobPayloadError);
      expect((refused as InvalidJobPayloadError).issues).toEqual([expect.stringMatching(/^n: /)]);
      expect((refused as Error).message).not.toContain('zzz');
      // What JSON cannot carry is refused too: NaN would be stored as null.
      await expect(q.schedule(kind, { memberId: 'm', n: NaN }, { jobId: 'bad' })).rejects.toBeInstanceOf(
        InvalidJobPayloadError,
      );
      await expect(q.schedule('no-such-job', {}, { jobId: 'bad' })).rejects.toBeInstanceOf(UnknownJobError);
      const fine = { memberId: 'm', n: 1 };
      for (const options of [
        { jobId: 'bad', runAt: h.now(), delayMs: 5 },
        { jobId: 'bad', delayMs: -1 },
        { jobId: 'bad', runAt: new Date(Number.NaN) },
        { jobId: 'has space' },
        { jobId: 'has:colon' },
        { jobId: '' },
        { jobId: 'x'.repeat(201) },
      ])
        await expect(q.schedule(kind, fine, options), JSON.stringify(options)).rejects.toThrow(TypeError);
      await expect(q.repeat(kind, fine, { jobId: 'bad', every: 0 })).rejects.toThrow(TypeError);
      await expect(q.repeat(kind, fine, { jobId: 'bad', dailyAt: '24:00' })).rejects.toThrow(TypeError);
      await expect(q.repeat(kind, fine, { jobId: 'bad', dailyAt: '9:30' })).rejects.toThrow(TypeError);
      expect(await q.get('bad')).toBeUndefined();
      expect(await q.failed()).toEqual([]);
    });

    it('takes definitions before start only, one per name', async () => {
      const q = await open('defs');
      const handle = async () => undefined;
      q.define('a.job', { payload: z.object({}), handle });
      expect(() => q.define('a.job', { payload: z.object({}), handle })).toThrow(/already defined/);
      expect(() => q.define('Not A Name', { payload: z.object({}), handle })).toThrow(TypeError);
      expect(() => q.define('b.job', { payload: z.object({}), handle, maxAttempts: 0 })).toThrow(TypeError);
      await q.start();
      expect(() => q.define('c.job', { payload: z.object({}), handle })).toThrow(/before the queue starts/);
    });

    it('retries a failing job with exponential backoff, then keeps it as failed with the reason', async () => {
      const q = await open('flaky');
      const attempts: { job: JobContext; at: Date }[] = [];
      const kind = q.define('flaky', {
        payload: reminder,
        maxAttempts: 3,
        backoffMs: 200,
        handle: async (_payload, job) => {
          attempts.push({ job, at: h.now() });
          throw new Error('provider down');
        },
      });
      await q.start();
      const payload = { memberId: 'm', n: 7 };
      await q.schedule(kind, payload, { jobId: 'flaky-1' });
      const retryAfter = async (n: number, backoff: number) => {
        await waitFor(() => expect(attempts).toHaveLength(n));
        // Waiting for the retry: still pending, due one backoff after the failed attempt.
        await waitFor(async () => {
          const pending = await q.get('flaky-1');
          expect(pending?.attempts).toBe(n);
          expect(ms(pending!.runAt)).toBeGreaterThanOrEqual(ms(attempts[n - 1]!.at) + backoff);
        });
        await h.advance(backoff);
      };
      await retryAfter(1, 200);
      await retryAfter(2, 400);
      await waitFor(() => expect(attempts).toHaveLength(3));
      expect(attempts.map((a) => a.job.attempt)).toEqual([1, 2, 3]);
      expect(new Set(attempts.map((a) => a.job.jobId))).toEqual(new Set(['flaky-1']));
      expect(ms(attempts[1]!.at) - ms(attempts[0]!.at)).toBeGreaterThanOrEqual(200);
      expect(ms(attempts[2]!.at) - ms(attempts[1]!.at)).toBeGreaterThanOrEqual(400);

      await waitFor(async () => expect(await q.failed()).toHaveLength(1));
      const [failed] = await q.failed();
      expect(failed).toEqual({
        jobId: 'flaky-1',
        name: 'flaky',
        payload,
        attempts: 3,
        error: 'provider down',
        failedAt: expect.any(Date),
      });
      expect(await q.get('flaky-1')).toBeUndefined();
      await h.advance(2000);
      await caughtUp(q);
      expect(attempts).toHaveLength(3);
      // Its id is free again; the failure stays on record.
      await q.schedule(kind, payload, { jobId: 'flaky-1', delayMs: 60_000 });
      expect(await q.get('flaky-1')).toMatchObject({ attempts: 0 });
      expect(await q.failed()).toHaveLength(1);
    });

    it('hands every attempt the same job id, so an effect keyed by it happens once across a retry', async () => {
      const q = await open('once');
      const effects = new Map<string, number>();
      const seen: JobContext[] = [];
      const kind = q.define('charge', {
        payload: reminder,
        maxAttempts: 3,
        backoffMs: 100,
        handle: async (_payload, job) => {
          seen.push(job);
          if (!effects.has(job.jobId)) effects.set(job.jobId, job.attempt);
          // The effect happened, then the attempt failed (a lost acknowledgement): retried.
          if (job.attempt === 1) throw new Error('acknowledgement lost');
        },
      });
      await q.start();
      await q.schedule(kind, { memberId: 'm', n: 1 }, { jobId: 'charge.order-1' });
      await waitFor(() => expect(seen).toHaveLength(1));
      await waitFor(async () => expect((await q.get('charge.order-1'))?.attempts).toBe(1));
      await h.advance(100);
      await waitFor(() => expect(seen.map((j) => j.attempt)).toEqual([1, 2]));
      await waitFor(async () => expect(await q.get('charge.order-1')).toBeUndefined());
      expect(seen.map((j) => j.jobId)).toEqual(['charge.order-1', 'charge.order-1']);
      expect(effects).toEqual(new Map([['charge.order-1', 1]]));
      expect(await q.failed()).toEqual([]);
    });

    it('keeps a schedule made while the job runs (the running attempt does not undo it)', async () => {
      const q = await open('self');
      const runs: number[] = [];
      const kind = q.define('chain', {
        payload: reminder,
        handle: async (payload, job) => {
          runs.push(payload.n);
          if (payload.n === 1)
            await q.schedule('chain', { ...payload, n: 2 }, { jobId: job.jobId, delayMs: 300 });
        },
      });
      await q.start();
      await q.schedule(kind, { memberId: 'm', n: 1 }, { jobId: 'chain-1' });
      await waitFor(() => expect(runs).toEqual([1]));
      await waitFor(async () => expect(await q.get('chain-1')).toMatchObject({ payload: { n: 2 } }));
      await h.advance(300);
      await waitFor(() => expect(runs).toEqual([1, 2]));
      await waitFor(async () => expect(await q.get('chain-1')).toBeUndefined());
    });

    it('lets a cancelled job finish its running attempt, but never retries it', async () => {
      const q = await open('cancel-running');
      const seen: number[] = [];
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      const kind = q.define('slow', {
        payload: reminder,
        maxAttempts: 3,
        backoffMs: 100,
        handle: async (_payload, job) => {
          seen.push(job.attempt);
          await gate;
          throw new Error('failed after the cancel');
        },
      });
      await q.start();
      await q.schedule(kind, { memberId: 'm', n: 1 }, { jobId: 'slow-1' });
      await waitFor(() => expect(seen).toEqual([1]));
      expect(await q.cancel('slow-1')).toBe(true);
      release();
      await h.advance(100);
      await caughtUp(q);
      await h.advance(200);
      await caughtUp(q);
      expect(seen).toEqual([1]);
      expect(await q.get('slow-1')).toBeUndefined();
    });

    it('keeps delayed and repeated jobs across a restart', async () => {
      const before = await reminders({ queue: 'restart' });
      await before.q.schedule(before.kind, { memberId: 'm', n: 1 }, { jobId: 'survivor', delayMs: 300 });
      await before.q.repeat(before.kind, { memberId: 'm', n: 2 }, { jobId: 'series', every: 500 });
      await before.q.close();

      const after = await reminders({ queue: 'restart' });
      expect(await after.q.get('survivor')).toMatchObject({ payload: { n: 1 } });
      expect(await after.q.get('series')).toMatchObject({ payload: { n: 2 }, repeat: { every: 500 } });
      await after.q.start();
      await h.advance(300);
      await waitFor(() =>
        expect(after.runs.map((r) => r.job.jobId).sort()).toEqual(
          expect.arrayContaining(['series', 'survivor']),
        ),
      );
      expect(after.runs.filter((r) => r.job.jobId === 'survivor')).toHaveLength(1);
      expect(await after.q.cancel('series')).toBe(true);
    });

    it('fails a stored payload that no longer fits its schema at once, naming the paths, without running it', async () => {
      const v1 = await open('schema-change');
      v1.define('cleanup', { payload: z.object({ orderId: z.string() }), handle: async () => undefined });
      await v1.schedule('cleanup', { orderId: 'o-1' }, { jobId: 'cleanup.o-1' });
      await v1.close();

      const v2 = await open('schema-change');
      const ran: unknown[] = [];
      v2.define('cleanup', {
        payload: z.object({ orderId: z.string(), cartId: z.string() }),
        maxAttempts: 5,
        handle: async (payload) => void ran.push(payload),
      });
      await v2.start();
      await waitFor(async () => expect(await v2.failed()).toHaveLength(1));
      const [failed] = await v2.failed();
      expect(failed).toMatchObject({
        jobId: 'cleanup.o-1',
        name: 'cleanup',
        payload: { orderId: 'o-1' },
        attempts: 1,
      });
      expect(failed!.error).toMatch(/cartId/);
      expect(failed!.error).not.toContain('o-1');
      expect(ran).toEqual([]);
      expect(await v2.get('cleanup.o-1')).toBeUndefined();
    });

    it('repeats every interval on its grid until cancelled, one series per id', async () => {
      const { q, runs, kind } = await reminders();
      const first = await q.repeat(kind, { memberId: 'm', n: 1 }, { jobId: 'tick', every: 500 });
      // The same id and rule again: the same series, with the new payload.
      const again = await q.repeat(kind, { memberId: 'm', n: 2 }, { jobId: 'tick', every: 500 });
      expect(again.runAt).toEqual(first.runAt);
      expect(await q.get('tick')).toMatchObject({
        payload: { n: 2 },
        repeat: { every: 500 },
        runAt: first.runAt,
      });
      await q.start();
      for (let n = 1; n <= 3; n++) {
        await waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(n));
        if (n < 3) await h.advance(500);
      }
      const due = runs.map((r) => ms(r.job.scheduledFor));
      expect(due[0]).toBe(ms(first.runAt));
      for (let i = 1; i < due.length; i++) {
        expect(due[i]! - due[i - 1]!).toBeGreaterThan(0);
        expect((due[i]! - due[0]!) % 500).toBe(0);
      }
      expect(runs.every((r) => r.payload.n === 2 && r.job.jobId === 'tick' && r.job.attempt === 1)).toBe(
        true,
      );
      for (const r of runs) expect(ms(r.at)).toBeGreaterThanOrEqual(ms(r.job.scheduledFor));

      expect(await q.cancel('tick')).toBe(true);
      const count = runs.length;
      await h.advance(500);
      await caughtUp(q);
      await h.advance(500);
      await caughtUp(q);
      expect(runs).toHaveLength(count);
      expect(await q.get('tick')).toBeUndefined();
    });

    it('repeats daily at HH:MM UTC: the next run is the next such time', async () => {
      const { q, kind } = await reminders();
      const now = ms(h.now());
      const day = 86_400_000;
      const today = Math.floor(now / day) * day + (3 * 60 + 30) * 60_000;
      const expected = new Date(today > now ? today : today + day);
      const scheduled = await q.repeat(kind, { memberId: 'm', n: 1 }, { jobId: 'nightly', dailyAt: '03:30' });
      expect(scheduled).toEqual({ jobId: 'nightly', runAt: expected });
      expect(await q.get('nightly')).toMatchObject({
        name: 'reminder',
        payload: { memberId: 'm', n: 1 },
        runAt: expected,
        repeat: { dailyAt: '03:30' },
      });
      expect(await q.cancel('nightly')).toBe(true);
      expect(await q.get('nightly')).toBeUndefined();
    });

    it('keeps a failed run of a series as failed, and the series goes on', async () => {
      const q = await open('series-failure');
      const runs: Date[] = [];
      const kind = q.define('sync', {
        payload: reminder,
        maxAttempts: 1,
        handle: async (_payload, job) => {
          runs.push(job.scheduledFor);
          if (runs.length === 1) throw new Error('first run fails');
        },
      });
      await q.repeat(kind, { memberId: 'm', n: 1 }, { jobId: 'sync', every: 500 });
      await q.start();
      await waitFor(async () => expect(await q.failed()).toHaveLength(1));
      expect((await q.failed())[0]).toMatchObject({
        jobId: 'sync',
        name: 'sync',
        attempts: 1,
        error: 'first run fails',
      });
      await h.advance(500);
      await waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(2));
      expect(ms(runs[1]!)).toBeGreaterThan(ms(runs[0]!));
      expect(await q.get('sync')).toMatchObject({ repeat: { every: 500 } });
      expect(await q.failed()).toHaveLength(1);
      expect(await q.cancel('sync')).toBe(true);
    });

    it('lets one id be a series or a one-off, whichever was scheduled last', async () => {
      const { q, kind } = await reminders();
      await q.repeat(kind, { memberId: 'm', n: 1 }, { jobId: 'either', every: 60_000 });
      const one = await q.schedule(kind, { memberId: 'm', n: 2 }, { jobId: 'either', delayMs: 120_000 });
      const pending = await q.get('either');
      expect(pending).toMatchObject({ payload: { n: 2 }, runAt: one.runAt });
      expect(pending?.repeat).toBeUndefined();
      await q.repeat(kind, { memberId: 'm', n: 3 }, { jobId: 'either', dailyAt: '12:00' });
      expect(await q.get('either')).toMatchObject({ payload: { n: 3 }, repeat: { dailyAt: '12:00' } });
      expect(await q.cancel('either')).toBe(true);
      expect(await q.get('either')).toBeUndefined();
      expect(await q.cancel('either')).toBe(false);
    });

    it('shares the work between two processes on one store: each job runs exactly once', async () => {
      const counts = new Map<string, number>();
      const replica = async () => {
        const q = await open('shared');
        const kind = q.define('reminder', {
          payload: reminder,
          handle: async (_payload, job) => void counts.set(job.jobId, (counts.get(job.jobId) ?? 0) + 1),
        });
        return { q, kind };
      };
      const a = await replica();
      const b = await replica();
      await Promise.all([a.q.start(), b.q.start()]);
      const ids = Array.from({ length: 30 }, (_, i) => `shared-${i}`);
      for (const [i, jobId] of ids.entries())
        await (i % 2 ? a : b).q.schedule('reminder', { memberId: 'm', n: i }, { jobId, delayMs: 200 });
      await h.advance(200);
      await waitFor(() => expect(counts.size).toBe(30));
      await Promise.all([caughtUp(a.q), caughtUp(b.q)]);
      expect([...counts.values()].every((c) => c === 1)).toBe(true);
    });

    it("keeps queues apart: a queue never sees or runs another queue's jobs", async () => {
      const billing = await reminders({ queue: 'billing' });
      const chat = await reminders({ queue: 'chat' });
      await Promise.all([billing.q.start(), chat.q.start()]);
      await billing.q.schedule(billing.kind, { memberId: 'm', n: 1 }, { jobId: 'mine' });
      await waitFor(() => expect(billing.runs).toHaveLength(1));
      expect(await chat.q.get('mine')).toBeUndefined();
      expect(await chat.q.cancel('mine')).toBe(false);
      await caughtUp(chat.q);
      expect(chat.runs).toEqual([]);
    });

    it('close waits for the running handler; a finished job is not run again after a restart', async () => {
      const q = await open('closing');
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      let started = 0;
      let finished = 0;
      const kind = q.define('slow', {
        payload: reminder,
        handle: async () => {
          started++;
          await gate;
          finished++;
        },
      });
      const witness = await open('closing-witness');
      await Promise.all([q.start(), witness.start()]);
      await q.schedule(kind, { memberId: 'm', n: 1 }, { jobId: 'slow-close' });
      await waitFor(() => expect(started).toBe(1));
      let closed = false;
      const closing = q.close().then(() => (closed = true));
      // Another queue on the store schedules and runs a job meanwhile: close is still waiting.
      await caughtUp(witness);
      expect(closed).toBe(false);
      release();
      await closing;
      expect(finished).toBe(1);

      const again = await reminders({ queue: 'closing' });
      await again.q.start();
      expect(await again.q.get('slow-close')).toBeUndefined();
      await h.advance(1000);
      await caughtUp(again.q);
      expect(again.runs).toEqual([]);
    });
  });
}
