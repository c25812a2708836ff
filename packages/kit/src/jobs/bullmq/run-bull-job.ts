import { UnrecoverableError, type Job, type Queue } from 'bullmq';
import { safeError, type Logger } from '../../logging/logger.js';
import { errorText, type JobRegistry } from '../job-registry.js';
import type { RepeatRule } from '../port.js';
import type { JobPointers } from './job-pointers.js';

/** What a BullMQ job carries: the caller's id, the payload, when it was due. */
export interface BullData {
  jobId: string;
  payload: unknown;
  /** One-off jobs: the due time (ms). A series' runs take theirs from BullMQ's iteration id. */
  runAt?: number;
  repeat?: RepeatRule;
}

export interface BullRunContext {
  bull: Queue<BullData>;
  pointers: JobPointers;
  registry: JobRegistry;
  logger: Logger;
}

/**
 * BullMQ's processor: skips a job that was moved or cancelled since BullMQ queued it, runs the
 * handler, and frees the job id once the job is done or given up. Throwing hands the attempt back
 * to BullMQ, which retries it with its backoff or keeps it as failed.
 */
export async function runBullJob(job: Job<BullData>, c: BullRunContext): Promise<void> {
  const { jobId } = job.data;
  const series = job.repeatJobKey;
  if (series ? !(await c.bull.getJobScheduler(series)) : (await c.pointers.current(jobId)) !== job.id) return;
  const maxAttempts = job.opts.attempts ?? 1;
  const last = job.attemptsMade + 1 >= maxAttempts;
  const release = () => (series ? Promise.resolve() : c.pointers.release(jobId, job.id!));
  const definition = c.registry.get(job.name);
  if (!definition) {
    if (last) await release();
    // A newer replica may know it (a rolling deploy): retried like any failure.
    throw new Error(`no handler for job "${job.name}" in this process`);
  }
  const payload = c.registry.parseStored(definition, job.data.payload);
  if (!payload.ok) {
    await release();
    throw new UnrecoverableError(payload.reason);
  }
  const attempt = Math.max(job.attemptsStarted ?? 0, job.attemptsMade + 1);
  try {
    await definition.handle(payload.value, {
      jobId,
      name: job.name,
      attempt,
      maxAttempts,
      // A series' run has the BullMQ id `repeat:<job id>:<due ms>`.
      scheduledFor: new Date(series ? Number(job.id!.split(':').at(-1)) : job.data.runAt!),
    });
  } catch (err) {
    c.logger.warn({ err: safeError(err), job: job.name, attempt }, 'job attempt failed');
    if (last) {
      c.logger.warn({ job: job.name, attempts: attempt }, 'job given up');
      await release();
    }
    // Only the scrubbed message reaches Redis (a query error quotes its parameters): BullMQ keeps
    // this error's message and stack, which do not include its cause.
    throw new Error(errorText(err), { cause: err });
  }
  await release();
}
