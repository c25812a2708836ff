import type { z } from 'zod';
import { uuidv7 } from '../ids.js';
import { safeError } from '../logging/logger.js';
import {
  InvalidJobPayloadError,
  UnknownJobError,
  type JobContext,
  type JobDefinition,
  type JobKind,
  type ScheduleOptions,
} from './port.js';

export const DEFAULT_MAX_ATTEMPTS = 5;
export const DEFAULT_BACKOFF_MS = 30_000;

/** `trial.end`, `renewal-reminder`: lowercase, dots, dashes, underscores. */
const JOB_NAME = /^[a-z][a-z0-9._-]{0,99}$/;
/**
 * `trial-end.<member id>`: letters, digits and `. _ @ / -`. No `:` (BullMQ builds its own ids of
 * a repeated job's id and `:`), no spaces or control characters (ids show up in logs and keys).
 */
const JOB_ID = /^[A-Za-z0-9][A-Za-z0-9._@/-]{0,199}$/;

export function assertJobId(jobId: unknown): asserts jobId is string {
  if (typeof jobId !== 'string' || !JOB_ID.test(jobId))
    throw new TypeError(
      `Invalid job id ${JSON.stringify(String(jobId).slice(0, 80))}: 1–200 of [A-Za-z0-9._@/-], not starting with a symbol`,
    );
}

/** Queue names become Postgres values and BullMQ key parts: the service's name. */
export function assertQueueName(queue: string): void {
  if (!/^[a-z][a-z0-9-]{0,62}$/.test(queue))
    throw new TypeError(`Invalid queue name ${JSON.stringify(queue)}`);
}

/** Retry delay after failed attempt `attempt` (1-based): BullMQ's exponential backoff, exactly. */
export const retryDelayMs = (attempt: number, backoffMs: number) =>
  Math.round(2 ** (attempt - 1) * backoffMs);

/** The due time `schedule` asked for, from the queue's clock. */
export function runAtOf(options: ScheduleOptions, now: Date): Date {
  if (options.runAt !== undefined && options.delayMs !== undefined)
    throw new TypeError('Give runAt or delayMs, not both');
  if (options.runAt !== undefined) {
    if (!(options.runAt instanceof Date) || Number.isNaN(options.runAt.getTime()))
      throw new TypeError('runAt must be a valid Date');
    return new Date(options.runAt.getTime());
  }
  const delay = options.delayMs ?? 0;
  if (!Number.isFinite(delay) || delay < 0) throw new TypeError('delayMs must be a finite number ≥ 0');
  return new Date(now.getTime() + Math.round(delay));
}

export interface RegisteredJob {
  name: string;
  payload: z.ZodType;
  handle: (payload: unknown, job: JobContext) => Promise<void>;
  maxAttempts: number;
  backoffMs: number;
}

/** Paths and zod's messages, never the values (they may be personal data). */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((i) => `${i.path.map(String).join('.') || '(payload)'}: ${i.message}`);
}

/**
 * The job kinds one queue knows, shared by both adapters: names, payload checks and retry
 * policies behave the same whichever engine stores the jobs.
 */
export class JobRegistry {
  private readonly jobs = new Map<string, RegisteredJob>();
  private sealed = false;

  define<S extends z.ZodType>(name: string, definition: JobDefinition<S>): JobKind<z.input<S>> {
    if (this.sealed) throw new Error(`Define job ${JSON.stringify(name)} before the queue starts`);
    if (!JOB_NAME.test(name)) throw new TypeError(`Invalid job name ${JSON.stringify(name)}`);
    if (this.jobs.has(name)) throw new Error(`Job ${JSON.stringify(name)} is already defined`);
    const maxAttempts = definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    const backoffMs = definition.backoffMs ?? DEFAULT_BACKOFF_MS;
    if (!Number.isSafeInteger(maxAttempts) || maxAttempts < 1 || maxAttempts > 100)
      throw new TypeError('maxAttempts must be an integer from 1 to 100');
    if (!Number.isSafeInteger(backoffMs) || backoffMs < 1 || backoffMs > 86_400_000)
      throw new TypeError('backoffMs must be an integer from 1 ms to a day');
    this.jobs.set(name, {
      name,
      payload: definition.payload,
      handle: definition.handle as RegisteredJob['handle'],
      maxAttempts,
      backoffMs,
    });
    return { name };
  }

  /** No more definitions: the queue has started. */
  seal(): void {
    this.sealed = true;
  }

  get(name: string): RegisteredJob | undefined {
    return this.jobs.get(name);
  }

  /**
   * For `schedule`/`repeat`: the kind, and the payload as it will be stored (after a JSON round
   * trip, so what runs later is exactly what was checked now).
   */
  prepare(job: JobKind<unknown> | string, payload: unknown): { job: RegisteredJob; payload: unknown } {
    const name = typeof job === 'string' ? job : job.name;
    const registered = this.jobs.get(name);
    if (!registered) throw new UnknownJobError(name);
    let json: unknown;
    try {
      const text = JSON.stringify(payload);
      if (text === undefined) throw new TypeError('not JSON');
      json = JSON.parse(text);
    } catch {
      throw new InvalidJobPayloadError(name, ['(payload): is not JSON']);
    }
    const parsed = registered.payload.safeParse(json);
    if (!parsed.success) throw new InvalidJobPayloadError(name, describeIssues(parsed.error));
    return { job: registered, payload: json };
  }

  /** Before a run: the stored payload through today's schema; the reason when it no longer fits. */
  parseStored(
    job: RegisteredJob,
    payload: unknown,
  ): { ok: true; value: unknown } | { ok: false; reason: string } {
    const parsed = job.payload.safeParse(payload);
    return parsed.success
      ? { ok: true, value: parsed.data }
      : { ok: false, reason: `stored payload no longer fits: ${describeIssues(parsed.error).join('; ')}` };
  }
}

/** The id a job is stored under: the caller's, or a new one. */
export function jobIdOf(options: { jobId?: string }): string {
  if (options.jobId === undefined) return uuidv7();
  assertJobId(options.jobId);
  return options.jobId;
}

/**
 * An error's message for `failed()`, bounded, and scrubbed like the logs (a failed query's
 * message quotes its parameters, which may be a member's data).
 */
export function errorText(err: unknown): string {
  if (!(err instanceof Error)) return String(err).slice(0, 2000);
  const message = String((safeError(err) as { message?: unknown }).message ?? '');
  return `${err.name === 'Error' ? '' : `${err.name}: `}${message}`.slice(0, 2000);
}
