import type { z } from 'zod';

/**
 * The JobQueue port (DESIGN §1 "jobs"): a table and in-process poller when embedded, BullMQ when
 * distributed, both passing one contract suite. Delivery is at least once, so every effect must be
 * idempotent, keyed by the job id, never assuming a first run. `define` every kind before `start`.
 */
export interface JobQueue {
  readonly kind: 'table' | 'bullmq';
  /** The queue's name: the owning service (`billing`); queues of one store never see each other's jobs. */
  readonly queue: string;
  /**
   * Declares a job kind: its JSON payload's schema, its handler, its retry policy. Only before
   * `start`; a name is defined once. Returns a handle that types `schedule` and `repeat`.
   */
  define<S extends z.ZodType>(name: string, definition: JobDefinition<S>): JobKind<z.input<S>>;
  /** Begins running due jobs (and keeps doing so until `close`). */
  start(): Promise<void>;
  /**
   * Schedules a one-off job; a payload failing the kind's schema is refused, nothing stored. A
   * `jobId` makes it idempotent: scheduling again replaces that pending job instead of adding a
   * second; after it completes or fails the id is free again.
   */
  schedule<P>(job: JobKind<P> | string, payload: P, options?: ScheduleOptions): Promise<ScheduledJob>;
  /**
   * A job repeated under `jobId`, every `every` ms or daily at `dailyAt` (UTC). Again with the same
   * rule keeps the next run and swaps the payload. A given-up run lands in `failed()` and the
   * series goes on; missed runs are not caught up.
   */
  repeat<P>(job: JobKind<P> | string, payload: P, options: RepeatOptions): Promise<ScheduledJob>;
  /**
   * Removes the pending job (one-off or repeated) with this id; true when there was one. A run
   * already in progress is not interrupted, but it is neither retried nor repeated.
   */
  cancel(jobId: string): Promise<boolean>;
  /** The pending job with this id (waiting for its time or for a retry, or running), if any. */
  get(jobId: string): Promise<PendingJob | undefined>;
  /** Jobs given up on (every attempt failed, or a payload that no longer fits), newest first. */
  failed(options?: { limit?: number }): Promise<FailedJob[]>;
  /** Resolves when the store answers (for /readyz). */
  ping(): Promise<void>;
  /**
   * Calls `listener` each time the store answers again after losing its connection. A Redis
   * restarted without its data comes back empty, so the owner re-plans its jobs from its own
   * tables. The table queue's jobs live and die with the process database: never called there.
   */
  onReconnect(listener: () => void): void;
  close(): Promise<void>;
}

export interface JobDefinition<S extends z.ZodType> {
  /**
   * The payload, as JSON: what `schedule` is given must still pass after a JSON round trip
   * (times as ISO strings, no Dates or undefined). Checked again before each run: a stored
   * payload that no longer fits (the schema changed since) fails the job at once, with the paths.
   */
  payload: S;
  /** The work. Throwing fails this attempt; it is retried after a backoff. Must be idempotent. */
  handle: (payload: z.output<S>, job: JobContext) => Promise<void>;
  /** Attempts before the job is given up, the first included. Default 5. */
  maxAttempts?: number;
  /** Wait before the first retry; doubled for each later one (`backoffMs × 2^(attempt-1)`). Default 30 s. */
  backoffMs?: number;
}

/** A defined job kind; pass it to `schedule`/`repeat` so the payload is type-checked. */
export interface JobKind<P> {
  readonly name: string;
  /** Never set: carries the payload type. */
  readonly payloadType?: P;
}

export interface JobContext {
  /** The caller's job id (or the generated one); the same on every attempt and every run of a series. */
  jobId: string;
  name: string;
  /** 1 on the first attempt of this run. */
  attempt: number;
  maxAttempts: number;
  /** When this run was due (retries keep it). */
  scheduledFor: Date;
}

export interface ScheduleOptions {
  /** When to run; in the past means as soon as possible. */
  runAt?: Date;
  /** Or: this long from now. */
  delayMs?: number;
  /** Names the job, making `schedule` idempotent (see `schedule`). Default: a new UUID v7. */
  jobId?: string;
}

export type RepeatOptions = { jobId: string } & (
  { every: number; startAt?: Date; dailyAt?: never } | { dailyAt: string; every?: never; startAt?: never }
);

/** How a repeated job recurs, as stored. */
export type RepeatRule = { every: number } | { dailyAt: string };

export interface ScheduledJob {
  jobId: string;
  /** When it is due (for a repeated job: its next run). */
  runAt: Date;
}

export interface PendingJob extends ScheduledJob {
  name: string;
  payload: unknown;
  /** Attempts started so far for the current run. */
  attempts: number;
  repeat?: RepeatRule;
}

export interface FailedJob {
  jobId: string;
  name: string;
  payload: unknown;
  attempts: number;
  /** The last error's message (a payload that failed its schema: the failing paths). */
  error: string;
  failedAt: Date;
}

/** `schedule`/`repeat` of a name no `define` declared: a programming error. */
export class UnknownJobError extends Error {
  readonly code = 'unknown_job';
  constructor(readonly jobName: string) {
    super(`No job named ${JSON.stringify(jobName)} is defined on this queue`);
    this.name = 'UnknownJobError';
  }
}

/** A payload that fails its kind's schema at `schedule` time: a programming error. */
export class InvalidJobPayloadError extends Error {
  readonly code = 'invalid_job_payload';
  constructor(
    readonly jobName: string,
    /** The failing paths and zod's messages; never the values. */
    readonly issues: string[],
  ) {
    super(`Invalid payload for job ${JSON.stringify(jobName)}: ${issues.join('; ')}`);
    this.name = 'InvalidJobPayloadError';
  }
}
