import { randomUUID } from 'node:crypto';
import { Queue, Worker, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from '../../logging/logger.js';
import { assertJobId, assertQueueName, jobIdOf, JobRegistry, runAtOf } from '../job-registry.js';
import type {
  FailedJob,
  JobKind,
  JobQueue,
  PendingJob,
  RepeatOptions,
  ScheduledJob,
  ScheduleOptions,
} from '../port.js';
import { dailyMinute, repeatRuleOf } from '../repeat-rule.js';
import { JobPointers } from './job-pointers.js';
import { outageLog } from './outage-log.js';
import { runBullJob, type BullData } from './run-bull-job.js';

export interface BullJobQueueOptions {
  /** `redis://…`; the queue opens its own connections (BullMQ's worker blocks on one). */
  url: string;
  /** The owning service's name: BullMQ's queue name. */
  queue: string;
  logger: Logger;
  /** Key prefix in Redis. Default `mawadda-jobs`: keys are `<prefix>:<queue>:…`. */
  prefix?: string;
  /** Handlers running at once in this process. Default 5. */
  concurrency?: number;
  /** How long `open` and `start` wait for Redis before failing. Default 10 s. */
  connectTimeoutMs?: number;
}

const PENDING_STATES = new Set(['delayed', 'waiting', 'active', 'prioritized', 'waiting-children']);

/**
 * The distributed JobQueue: BullMQ on Redis, repeated jobs as job schedulers so a series never
 * stops on a crash. BullMQ decides with the real `Date.now()` in its Lua scripts, so an injected
 * clock cannot move it: runAt becomes a delay, and the contract suite uses short real delays.
 */
export class BullJobQueue implements JobQueue {
  readonly kind = 'bullmq' as const;
  readonly queue: string;
  private readonly registry = new JobRegistry();
  private readonly client: Redis;
  private readonly bull: Queue<BullData>;
  private readonly pointers: JobPointers;
  private readonly prefix: string;
  private readonly logger: Logger;
  private worker?: Worker<BullData>;
  private workerConnection?: Redis;
  private closed = false;
  private readonly outage: ReturnType<typeof outageLog>;
  private readonly reconnected: (() => void)[] = [];

  private constructor(private readonly o: BullJobQueueOptions) {
    assertQueueName(o.queue);
    this.queue = o.queue;
    this.prefix = o.prefix ?? 'mawadda-jobs';
    this.logger = o.logger.child({ component: 'jobs', queue: o.queue });
    // Calls from use cases fail fast when Redis is away, instead of waiting for it forever.
    this.client = new Redis(o.url, { maxRetriesPerRequest: 2 });
    // Redis errors (an outage) are logged once per outage, never left unhandled (README: jobs).
    this.outage = outageLog(this.logger);
    this.client.on('error', (err) => this.outage.error(err, this.client.status === 'ready'));
    let connected = false;
    this.client.on('ready', () => {
      this.outage.ready();
      if (connected) for (const listener of this.reconnected) listener();
      connected = true;
    });
    this.bull = new Queue<BullData>(o.queue, { connection: this.client, prefix: this.prefix });
    this.bull.on('error', (err) =>
      this.outage.error(err, this.client.status === 'ready', 'job queue: BullMQ error'),
    );
    this.pointers = new JobPointers(this.client, `${this.prefix}:${o.queue}:job-ids`);
  }

  /** Fails (naming REDIS_URL, never its value) when Redis does not answer in time. */
  static async open(o: BullJobQueueOptions): Promise<BullJobQueue> {
    const queue = new BullJobQueue(o);
    try {
      await queue.ready(queue.bull.waitUntilReady());
    } catch (err) {
      queue.closed = true;
      queue.client.disconnect();
      throw err;
    }
    return queue;
  }

  private async ready(connected: Promise<unknown>): Promise<void> {
    const ms = this.o.connectTimeoutMs ?? 10_000;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis (REDIS_URL) did not answer within ${ms} ms`)), ms);
    });
    try {
      await Promise.race([connected, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  define: JobQueue['define'] = (name, definition) => this.registry.define(name, definition);

  async start(): Promise<void> {
    if (this.closed) throw new Error('The job queue is closed');
    this.registry.seal();
    // BullMQ's worker blocks on its connection, which must then retry commands for ever.
    this.workerConnection = new Redis(this.o.url, { maxRetriesPerRequest: null });
    const worker = this.workerConnection;
    worker.on('error', (err) => this.outage.error(err, worker.status === 'ready'));
    worker.on('ready', () => this.outage.ready());
    this.worker = new Worker<BullData>(
      this.queue,
      (job) =>
        runBullJob(job, {
          bull: this.bull,
          pointers: this.pointers,
          registry: this.registry,
          logger: this.logger,
        }),
      {
        connection: this.workerConnection,
        prefix: this.prefix,
        concurrency: this.o.concurrency ?? 5,
      },
    );
    this.worker.on('error', (err) => this.outage.error(err, worker.status === 'ready', 'job worker error'));
    try {
      await this.ready(this.worker.waitUntilReady());
    } catch (err) {
      // Without Redis the worker would retry for ever in the background: stop it.
      this.workerConnection.disconnect();
      throw err;
    }
  }

  async schedule<P>(
    job: JobKind<P> | string,
    payload: P,
    options: ScheduleOptions = {},
  ): Promise<ScheduledJob> {
    this.assertOpen();
    const { job: kind, payload: json } = this.registry.prepare(job, payload);
    const jobId = jobIdOf(options);
    const now = Date.now();
    const runAt = runAtOf(options, new Date(now));
    // The id may name a series: a one-off under the same id replaces it.
    await this.bull.removeJobScheduler(jobId);
    const bullId = randomUUID();
    // Pointed at before it is added: a worker may take a job due now as soon as it is in (see
    // JobPointers).
    const previous = await this.pointers.swap(jobId, bullId);
    try {
      await this.bull.add(
        kind.name,
        { jobId, payload: json, runAt: runAt.getTime() },
        {
          ...this.jobOptions(kind),
          jobId: bullId,
          // Stamped with the same instant the delay is counted from, so BullMQ's due time is runAt.
          timestamp: now,
          delay: Math.max(0, runAt.getTime() - now),
        },
      );
    } catch (err) {
      await this.pointers.restore(jobId, bullId, previous).catch(() => undefined);
      throw err;
    }
    if (previous) await this.removeIfWaiting(previous);
    return { jobId, runAt };
  }

  async repeat<P>(job: JobKind<P> | string, payload: P, options: RepeatOptions): Promise<ScheduledJob> {
    this.assertOpen();
    const { job: kind, payload: json } = this.registry.prepare(job, payload);
    assertJobId(options.jobId);
    const { rule, startAt } = repeatRuleOf(options);
    const one = await this.pointers.take(options.jobId);
    if (one) await this.removeIfWaiting(one);
    const repeat =
      'every' in rule
        ? { every: rule.every, ...(startAt && { startDate: startAt }) }
        : { pattern: cronOf(rule.dailyAt), tz: 'UTC' };
    await this.bull.upsertJobScheduler(options.jobId, repeat, {
      name: kind.name,
      data: { jobId: options.jobId, payload: json, repeat: rule },
      opts: this.jobOptions(kind),
    });
    const scheduler = await this.bull.getJobScheduler(options.jobId);
    return { jobId: options.jobId, runAt: new Date(scheduler?.next ?? Date.now()) };
  }

  async cancel(jobId: string): Promise<boolean> {
    assertJobId(jobId);
    this.assertOpen();
    const series = await this.bull.removeJobScheduler(jobId);
    const bullId = await this.pointers.take(jobId);
    const one = bullId ? await this.removeIfWaiting(bullId) : false;
    return series || one;
  }

  async get(jobId: string): Promise<PendingJob | undefined> {
    assertJobId(jobId);
    const scheduler = await this.bull.getJobScheduler(jobId);
    if (scheduler) {
      const data = scheduler.template?.data as BullData | undefined;
      return {
        jobId,
        name: scheduler.name,
        payload: data?.payload,
        runAt: new Date(scheduler.next ?? Date.now()),
        attempts: 0,
        ...(data?.repeat && { repeat: data.repeat }),
      };
    }
    const bullId = await this.pointers.current(jobId);
    const job = bullId ? await this.bull.getJob(bullId) : undefined;
    if (!job) return undefined;
    const state = await job.getState();
    if (!PENDING_STATES.has(state)) return undefined;
    // A job waiting for a retry sits in the delayed set, scored by its due time × 4096.
    const score = state === 'delayed' ? await this.client.zscore(this.bull.keys.delayed!, job.id!) : null;
    return {
      jobId,
      name: job.name,
      payload: job.data.payload,
      runAt: new Date(
        score !== null ? Math.floor(Number(score) / 0x1000) : (job.data.runAt ?? job.timestamp),
      ),
      attempts: job.attemptsStarted ?? job.attemptsMade,
    };
  }

  async failed(options: { limit?: number } = {}): Promise<FailedJob[]> {
    const limit = Math.min(Math.max(options.limit ?? 100, 1), 1000);
    const jobs = await this.bull.getFailed(0, limit - 1);
    return jobs.map((job) => ({
      jobId: job.data.jobId,
      name: job.name,
      payload: job.data.payload,
      attempts: job.attemptsMade,
      error: job.failedReason ?? '',
      failedAt: new Date(job.finishedOn ?? job.timestamp),
    }));
  }

  async ping(): Promise<void> {
    await this.client.ping();
  }

  onReconnect(listener: () => void): void {
    this.reconnected.push(listener);
  }

  /** Waits for the running handlers (BullMQ's worker close), then closes the connections. */
  async close(): Promise<void> {
    this.closed = true;
    await this.worker?.close();
    await this.bull.close();
    for (const connection of [this.workerConnection, this.client])
      if (connection && connection.status !== 'end') await connection.quit().catch(() => undefined);
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The job queue is closed');
  }

  private jobOptions(kind: { maxAttempts: number; backoffMs: number }): JobsOptions {
    return {
      attempts: kind.maxAttempts,
      backoff: { type: 'exponential', delay: kind.backoffMs },
      removeOnComplete: true,
      // Given-up jobs are kept for `failed()`, like the table's failed rows.
      removeOnFail: false,
      // The message (scrubbed) says what failed; our wrapper's stack says nothing more.
      stackTraceLimit: 0,
    };
  }

  /** Removes a one-off BullMQ job that has not started; true when it was still pending. */
  private async removeIfWaiting(bullId: string): Promise<boolean> {
    const job = await this.bull.getJob(bullId);
    const state = job ? await job.getState() : 'unknown';
    if (!PENDING_STATES.has(state)) return false;
    // A running one cannot be removed; it finds itself unpointed and is not retried.
    if (state !== 'active') await this.bull.remove(bullId).catch(() => 0);
    return true;
  }
}

/** `HH:MM` UTC as a cron pattern (minute hour, every day). */
function cronOf(dailyAt: string): string {
  const minute = dailyMinute(dailyAt);
  return `${minute % 60} ${Math.floor(minute / 60)} * * *`;
}
