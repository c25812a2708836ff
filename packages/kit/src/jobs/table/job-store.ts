import { and, desc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/database.js';
import { uuidv7 } from '../../ids.js';
import { jobRows } from '../job-tables.js';
import type { FailedJob, PendingJob, RepeatRule } from '../port.js';

/** A job as a runner claimed it: what the run needs, and the version it must still match. */
export interface ClaimedJob {
  id: string;
  jobId: string;
  name: string;
  payload: unknown;
  dueAt: Date;
  repeat: RepeatRule | null;
  attempts: number;
  maxAttempts: number;
  backoffMs: number;
  version: number;
}

export interface NewJob {
  queue: string;
  jobId: string;
  name: string;
  payload: unknown;
  runAt: Date;
  repeat: RepeatRule | null;
  maxAttempts: number;
  backoffMs: number;
}

const iso = (d: Date) => d.toISOString();
const date = (v: unknown) => new Date(v as string | Date);

/**
 * The SQL of the table-backed queue. Times are always given by the queue's clock (never SQL's
 * `now()`), so a test clock moves due times, backoffs and leases alike.
 */
export class JobStore {
  constructor(
    private readonly db: Db,
    private readonly queue: string,
  ) {}

  /** The same queries inside a transaction. */
  in(tx: Db): JobStore {
    return new JobStore(tx, this.queue);
  }

  /**
   * Inserts the job or replaces the pending one in one statement (the partial unique index
   * arbitrates racing schedulers). Replacing bumps the version, so a running attempt leaves the
   * new schedule alone; `repeat` with the same rule keeps the series' next run.
   */
  async upsert(job: NewJob): Promise<{ runAt: Date }> {
    const repeat = job.repeat ? JSON.stringify(job.repeat) : null;
    const same = sql`(jobs.jobs.repeat is not null and jobs.jobs.repeat = excluded.repeat)`;
    const rows = rowsOf<{ run_at: unknown }>(
      await this.db.execute(sql`
        insert into jobs.jobs (id, queue, job_id, name, payload, state, run_at, due_at, repeat,
                               attempts, max_attempts, backoff_ms, version)
        values (${uuidv7()}, ${this.queue}, ${job.jobId}, ${job.name}, ${JSON.stringify(job.payload)}::jsonb,
                'scheduled', ${iso(job.runAt)}::timestamptz, ${iso(job.runAt)}::timestamptz,
                ${repeat}::jsonb, 0, ${job.maxAttempts}, ${job.backoffMs}, 0)
        on conflict (queue, job_id) where state = 'scheduled' do update set
          name = excluded.name,
          payload = excluded.payload,
          repeat = excluded.repeat,
          max_attempts = excluded.max_attempts,
          backoff_ms = excluded.backoff_ms,
          run_at = case when ${same} then jobs.jobs.run_at else excluded.run_at end,
          due_at = case when ${same} then jobs.jobs.due_at else excluded.due_at end,
          attempts = case when ${same} then jobs.jobs.attempts else 0 end,
          last_error = case when ${same} then jobs.jobs.last_error else null end,
          version = case when ${same} then jobs.jobs.version else jobs.jobs.version + 1 end
        returning run_at`),
    );
    return { runAt: date(rows[0]!.run_at) };
  }

  /** Removes the pending job (a running attempt then records nothing). */
  async remove(jobId: string): Promise<boolean> {
    const rows = await this.db
      .delete(jobRows)
      .where(and(eq(jobRows.queue, this.queue), eq(jobRows.jobId, jobId), eq(jobRows.state, 'scheduled')))
      .returning({ id: jobRows.id });
    return rows.length > 0;
  }

  async pending(jobId: string): Promise<PendingJob | undefined> {
    const [row] = await this.db
      .select()
      .from(jobRows)
      .where(and(eq(jobRows.queue, this.queue), eq(jobRows.jobId, jobId), eq(jobRows.state, 'scheduled')));
    if (!row) return undefined;
    return {
      jobId: row.jobId,
      name: row.name,
      payload: row.payload,
      runAt: row.runAt,
      attempts: row.attempts,
      ...(row.repeat && { repeat: row.repeat }),
    };
  }

  async failed(limit: number): Promise<FailedJob[]> {
    const rows = await this.db
      .select()
      .from(jobRows)
      .where(and(eq(jobRows.queue, this.queue), eq(jobRows.state, 'failed')))
      .orderBy(desc(jobRows.failedAt), desc(jobRows.id))
      .limit(limit);
    return rows.map((r) => ({
      jobId: r.jobId,
      name: r.name,
      payload: r.payload,
      attempts: r.attempts,
      error: r.lastError ?? '',
      failedAt: r.failedAt!,
    }));
  }

  /**
   * Takes up to `limit` due jobs for `owner` until `until`, counting the attempt. SKIP LOCKED lets
   * replicas on one PostgreSQL claim side by side without waiting on or taking each other's rows;
   * an expired lease makes a job claimable again (its runner died).
   */
  async claim(owner: string, now: Date, until: Date, limit: number): Promise<ClaimedJob[]> {
    const rows = rowsOf<Record<string, unknown>>(
      await this.db.execute(sql`
        with due as (
          select id from jobs.jobs
          where queue = ${this.queue} and state = 'scheduled' and run_at <= ${iso(now)}::timestamptz
            and (locked_until is null or locked_until <= ${iso(now)}::timestamptz)
          order by run_at, id
          limit ${limit}
          for update skip locked
        )
        update jobs.jobs j
        set locked_by = ${owner}, locked_until = ${iso(until)}::timestamptz, attempts = j.attempts + 1
        from due where j.id = due.id
        returning j.id, j.job_id, j.name, j.payload, j.due_at, j.repeat, j.attempts, j.max_attempts,
                  j.backoff_ms, j.version`),
    );
    return rows.map((r) => ({
      id: r.id as string,
      jobId: r.job_id as string,
      name: r.name as string,
      payload: r.payload,
      dueAt: date(r.due_at),
      repeat: (r.repeat as RepeatRule | null) ?? null,
      attempts: Number(r.attempts),
      maxAttempts: Number(r.max_attempts),
      backoffMs: Number(r.backoff_ms),
      version: Number(r.version),
    }));
  }

  /** The earliest time a job of this queue may be claimed, if any is pending. */
  async nextClaimable(): Promise<Date | undefined> {
    const [row] = rowsOf<{ next: unknown }>(
      await this.db.execute(sql`
        select min(greatest(run_at, coalesce(locked_until, run_at))) as next
        from jobs.jobs where queue = ${this.queue} and state = 'scheduled'`),
    );
    return row?.next ? date(row.next) : undefined;
  }

  async extendLease(job: ClaimedJob, owner: string, until: Date): Promise<void> {
    await this.db
      .update(jobRows)
      .set({ lockedUntil: until })
      .where(and(eq(jobRows.id, job.id), eq(jobRows.lockedBy, owner)));
  }

  /** A one-off job is done: gone, its id free. Returns false when it was moved meanwhile. */
  async complete(job: ClaimedJob): Promise<boolean> {
    const rows = await this.db
      .delete(jobRows)
      .where(and(eq(jobRows.id, job.id), eq(jobRows.version, job.version)))
      .returning({ id: jobRows.id });
    return rows.length > 0;
  }

  /**
   * Frees the job for its next attempt: a retry of this run (`attempts` kept), or a repeated
   * job's next run (`dueAt` moves, `attempts` back to 0). False when it was moved meanwhile.
   */
  async reschedule(
    job: ClaimedJob,
    next: { runAt: Date; dueAt: Date; attempts: number; error: string | null },
  ): Promise<boolean> {
    const rows = await this.db
      .update(jobRows)
      .set({
        runAt: next.runAt,
        dueAt: next.dueAt,
        attempts: next.attempts,
        lastError: next.error,
        lockedBy: null,
        lockedUntil: null,
      })
      .where(and(eq(jobRows.id, job.id), eq(jobRows.version, job.version)))
      .returning({ id: jobRows.id });
    return rows.length > 0;
  }

  /** A one-off job given up on: kept as failed, its id free for a new schedule. */
  async markFailed(job: ClaimedJob, now: Date, error: string, attempts: number): Promise<boolean> {
    const rows = await this.db
      .update(jobRows)
      .set({ state: 'failed', failedAt: now, lastError: error, attempts, lockedBy: null, lockedUntil: null })
      .where(and(eq(jobRows.id, job.id), eq(jobRows.version, job.version)))
      .returning({ id: jobRows.id });
    return rows.length > 0;
  }

  /** A run given up on while its job lives on (a series, or a job moved meanwhile): a failed copy. */
  async recordFailure(job: ClaimedJob, now: Date, error: string, attempts: number): Promise<void> {
    await this.db.insert(jobRows).values({
      id: uuidv7(),
      queue: this.queue,
      jobId: job.jobId,
      name: job.name,
      payload: job.payload,
      state: 'failed',
      runAt: job.dueAt,
      dueAt: job.dueAt,
      repeat: job.repeat,
      attempts,
      maxAttempts: job.maxAttempts,
      backoffMs: job.backoffMs,
      lastError: error,
      failedAt: now,
    });
  }

  /** Lets go of a job this runner no longer owns the outcome of (it was moved meanwhile). */
  async release(job: ClaimedJob, owner: string): Promise<void> {
    await this.db
      .update(jobRows)
      .set({ lockedBy: null, lockedUntil: null })
      .where(and(eq(jobRows.id, job.id), eq(jobRows.lockedBy, owner)));
  }
}
