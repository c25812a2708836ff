import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Database } from '../../db/database.js';
import { safeError, type Logger } from '../../logging/logger.js';
import { assertJobId, assertQueueName, jobIdOf, JobRegistry, runAtOf } from '../job-registry.js';
import type {
  FailedJob,
  JobQueue,
  PendingJob,
  RepeatOptions,
  ScheduledJob,
  ScheduleOptions,
  JobKind,
} from '../port.js';
import { firstRun, repeatRuleOf } from '../repeat-rule.js';
import { JobStore, type NewJob } from './job-store.js';
import { runClaimedJob, type RunContext } from './run-job.js';

/**
 * The `jobs` schema's migrations (drizzle-kit, `drizzle.jobs.config.ts`). drizzle-kit loads the
 * services' schema files (which import the kit) as CommonJS, where import.meta has no dirname:
 * the folder is only used at run time, so generating migrations must not fail on it.
 */
export const JOB_MIGRATIONS = path.resolve(import.meta.dirname ?? '.', '../../../drizzle/jobs');

export interface TableJobQueueOptions {
  database: Database;
  /** The owning service's name; its jobs are the rows with this `queue`. */
  queue: string;
  logger: Logger;
  /** The clock for due times, backoffs and leases (tests move it instead of waiting). */
  now?: () => Date;
  /** Longest sleep between two looks at the table; it also wakes at the next due time. Default 1 s. */
  pollMs?: number;
  /** Handlers running at once in this process. Default 5. */
  concurrency?: number;
  /** How long a claimed job is this process's; renewed while its handler runs. Default 5 min. */
  leaseMs?: number;
}

/**
 * The embedded JobQueue: rows claimed with FOR UPDATE SKIP LOCKED under a renewed lease, so
 * replicas on one PostgreSQL share the work and a dead runner's job runs again when its lease
 * expires. The poller sleeps until the next due job and wakes when one is scheduled sooner.
 */
export class TableJobQueue implements JobQueue {
  readonly kind = 'table' as const;
  readonly queue: string;
  private readonly registry = new JobRegistry();
  private readonly store: JobStore;
  private readonly owner = `${process.pid}-${randomUUID().slice(0, 8)}`;
  private readonly now: () => Date;
  private readonly pollMs: number;
  private readonly concurrency: number;
  private readonly leaseMs: number;
  private readonly logger: Logger;
  private readonly runner: RunContext;
  private readonly running = new Set<Promise<void>>();
  private timer?: NodeJS.Timeout;
  /** When the armed timer fires (real ms); Infinity while none is armed. */
  private wakeAt = Infinity;
  private passing?: Promise<void>;
  private again = false;
  private started = false;
  private closed = false;

  private constructor(private readonly o: TableJobQueueOptions) {
    this.queue = o.queue;
    this.store = new JobStore(o.database.db, o.queue);
    this.now = o.now ?? (() => new Date());
    this.pollMs = o.pollMs ?? 1000;
    this.concurrency = o.concurrency ?? 5;
    this.leaseMs = o.leaseMs ?? 5 * 60_000;
    this.logger = o.logger.child({ component: 'jobs', queue: o.queue });
    this.runner = {
      database: o.database,
      store: this.store,
      registry: this.registry,
      owner: this.owner,
      now: this.now,
      leaseMs: this.leaseMs,
      logger: this.logger,
    };
  }

  /** Applies the `jobs` schema's migrations (idempotent, shared by every queue of the database). */
  static async open(o: TableJobQueueOptions): Promise<TableJobQueue> {
    assertQueueName(o.queue);
    await o.database.migrate(JOB_MIGRATIONS, 'jobs');
    return new TableJobQueue(o);
  }

  define: JobQueue['define'] = (name, definition) => this.registry.define(name, definition);

  async start(): Promise<void> {
    if (this.closed) throw new Error('The job queue is closed');
    this.registry.seal();
    this.started = true;
    this.arm(0);
  }

  async schedule<P>(
    job: JobKind<P> | string,
    payload: P,
    options: ScheduleOptions = {},
  ): Promise<ScheduledJob> {
    const prepared = this.registry.prepare(job, payload);
    const jobId = jobIdOf(options);
    return this.put(jobId, prepared, runAtOf(options, this.now()), null);
  }

  async repeat<P>(job: JobKind<P> | string, payload: P, options: RepeatOptions): Promise<ScheduledJob> {
    const prepared = this.registry.prepare(job, payload);
    assertJobId(options.jobId);
    const { rule, startAt } = repeatRuleOf(options);
    return this.put(options.jobId, prepared, firstRun(rule, this.now(), startAt), rule);
  }

  private async put(
    jobId: string,
    prepared: ReturnType<JobRegistry['prepare']>,
    runAt: Date,
    repeat: NewJob['repeat'],
  ): Promise<ScheduledJob> {
    this.assertOpen();
    const { job, payload } = prepared;
    const stored = await this.store.upsert({
      queue: this.queue,
      jobId,
      name: job.name,
      payload,
      runAt,
      repeat,
      maxAttempts: job.maxAttempts,
      backoffMs: job.backoffMs,
    });
    this.wakeBy(stored.runAt);
    return { jobId, runAt: stored.runAt };
  }

  async cancel(jobId: string): Promise<boolean> {
    assertJobId(jobId);
    this.assertOpen();
    return this.store.remove(jobId);
  }

  async get(jobId: string): Promise<PendingJob | undefined> {
    assertJobId(jobId);
    return this.store.pending(jobId);
  }

  async failed(options: { limit?: number } = {}): Promise<FailedJob[]> {
    return this.store.failed(Math.min(Math.max(options.limit ?? 100, 1), 1000));
  }

  ping(): Promise<void> {
    return this.o.database.ping();
  }

  /** Jobs are rows of the process database: a reconnection finds them there. */
  onReconnect(): void {}

  /** Stops claiming, then waits for the handlers still running. The database stays open (not ours). */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.passing;
    await Promise.allSettled([...this.running]);
  }

  /**
   * Look for due jobs now: after a test moved its clock, or when a job finished and freed a
   * slot. Also exposed for tools; a running pass simply goes round once more.
   */
  wake = (): void => {
    if (!this.started || this.closed) return;
    if (this.passing) this.again = true;
    else this.arm(0);
  };

  /** A job scheduled for sooner than the armed timer brings the timer forward. */
  private wakeBy(runAt: Date): void {
    if (!this.started || this.closed) return;
    if (this.passing) {
      this.again = true;
      return;
    }
    const ms = Math.max(0, runAt.getTime() - this.now().getTime());
    if (Date.now() + ms < this.wakeAt) this.arm(ms);
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The job queue is closed');
  }

  private arm(ms: number): void {
    clearTimeout(this.timer);
    this.wakeAt = Date.now() + ms;
    this.timer = setTimeout(() => void this.pass(), ms);
  }

  private async pass(): Promise<void> {
    if (this.passing || this.closed) return;
    this.wakeAt = Infinity;
    let delay = this.pollMs;
    this.passing = (async () => {
      try {
        do {
          this.again = false;
          await this.claimDue();
        } while (this.again && !this.closed);
        const next = this.running.size < this.concurrency ? await this.store.nextClaimable() : undefined;
        if (next) delay = Math.min(this.pollMs, Math.max(0, next.getTime() - this.now().getTime()));
      } catch (err) {
        this.logger.warn({ err: safeError(err) }, 'job queue could not poll; will retry');
      }
    })();
    await this.passing;
    this.passing = undefined;
    if (!this.closed) this.arm(this.again ? 0 : delay);
  }

  /** Fills the free handler slots with due jobs. */
  private async claimDue(): Promise<void> {
    while (!this.closed && this.running.size < this.concurrency) {
      const free = this.concurrency - this.running.size;
      const now = this.now();
      const claimed = await this.store.claim(this.owner, now, new Date(now.getTime() + this.leaseMs), free);
      for (const job of claimed) {
        const run = runClaimedJob(job, this.runner).finally(() => {
          this.running.delete(run);
          this.wake();
        });
        this.running.add(run);
      }
      if (claimed.length < free) return;
    }
  }
}
