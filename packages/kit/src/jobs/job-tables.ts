import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgSchema,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RepeatRule } from './port.js';

/**
 * The table JobQueue's schema, one table for every queue (embedded services share one PGlite;
 * `queue` keeps them apart). Failed jobs are kept; one pending row per (queue, job id) makes
 * `schedule` idempotent.
 */
export const jobSchema = pgSchema('jobs');

export const JOB_STATES = ['scheduled', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const jobRows = jobSchema.table(
  'jobs',
  {
    /** The row's own id (UUID v7); failed runs of one job id are separate rows. */
    id: uuid('id').primaryKey(),
    queue: text('queue').notNull(),
    jobId: text('job_id').notNull(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    state: text('state').$type<JobState>().notNull(),
    /** When the next attempt may start: the due time, or the end of a retry's backoff. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** When the current run was due (retries keep it). */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    repeat: jsonb('repeat').$type<RepeatRule>(),
    /** Attempts started for the current run: counted when claimed, so a crash counts too. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    backoffMs: integer('backoff_ms').notNull(),
    /**
     * Bumped whenever the job is scheduled anew. A running attempt only records its outcome if the
     * version is still the one it claimed; otherwise the job was moved meanwhile and stays moved.
     */
    version: integer('version').notNull().default(0),
    /** The process running it and until when; an expired lease means the runner died. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    check('jobs_state_check', sql`${t.state} in ('scheduled', 'failed')`),
    uniqueIndex('jobs_pending_job_id_idx')
      .on(t.queue, t.jobId)
      .where(sql`state = 'scheduled'`),
    index('jobs_due_idx')
      .on(t.queue, t.runAt)
      .where(sql`state = 'scheduled'`),
    index('jobs_failed_idx')
      .on(t.queue, t.failedAt)
      .where(sql`state = 'failed'`),
  ],
);

export type JobRow = typeof jobRows.$inferSelect;
