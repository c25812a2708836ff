import type { Database } from '../../db/database.js';
import { safeError, type Logger } from '../../logging/logger.js';
import { errorText, retryDelayMs, type JobRegistry } from '../job-registry.js';
import { nextRun } from '../repeat-rule.js';
import { JobStore, type ClaimedJob } from './job-store.js';

/** What running one claimed job needs from its queue. */
export interface RunContext {
  database: Database;
  store: JobStore;
  registry: JobRegistry;
  owner: string;
  now: () => Date;
  leaseMs: number;
  logger: Logger;
}

type Outcome = { ok: true } | { ok: false; error: string; final: boolean };

/**
 * One attempt of a claimed job, its lease renewed while the handler runs, then its outcome
 * recorded. If recording fails the lease runs out and the job is claimed again: at least once,
 * never lost.
 */
export async function runClaimedJob(job: ClaimedJob, c: RunContext): Promise<void> {
  const heartbeat = setInterval(
    () =>
      void c.store
        .extendLease(job, c.owner, new Date(c.now().getTime() + c.leaseMs))
        .catch((err: unknown) => c.logger.warn({ err: safeError(err) }, 'could not renew a job lease')),
    Math.max(1000, c.leaseMs / 3),
  );
  try {
    await settle(job, await attempt(job, c), c);
  } catch (err) {
    c.logger.warn(
      { err: safeError(err), job: job.name },
      'could not record a job outcome; it will run again',
    );
  } finally {
    clearInterval(heartbeat);
  }
}

async function attempt(job: ClaimedJob, c: RunContext): Promise<Outcome> {
  // Claimed once more than allowed: the last attempt's process died (its lease expired).
  if (job.attempts > job.maxAttempts)
    return { ok: false, final: true, error: 'the process running its last attempt stopped (lease expired)' };
  const last = job.attempts >= job.maxAttempts;
  const definition = c.registry.get(job.name);
  // A newer replica may know it (a rolling deploy): retried like any failure.
  if (!definition)
    return { ok: false, final: last, error: `no handler for job "${job.name}" in this process` };
  const payload = c.registry.parseStored(definition, job.payload);
  if (!payload.ok) return { ok: false, final: true, error: payload.reason };
  try {
    await definition.handle(payload.value, {
      jobId: job.jobId,
      name: job.name,
      attempt: job.attempts,
      maxAttempts: job.maxAttempts,
      scheduledFor: job.dueAt,
    });
    return { ok: true };
  } catch (err) {
    c.logger.warn({ err: safeError(err), job: job.name, attempt: job.attempts }, 'job attempt failed');
    return { ok: false, final: last, error: errorText(err) };
  }
}

/** Records the attempt's outcome, unless the job was moved or cancelled while it ran. */
async function settle(job: ClaimedJob, outcome: Outcome, c: RunContext): Promise<void> {
  const now = c.now();
  const next = job.repeat && nextRun(job.repeat, job.dueAt, now);
  let recorded: boolean;
  if (outcome.ok) {
    recorded = next
      ? await c.store.reschedule(job, { runAt: next, dueAt: next, attempts: 0, error: null })
      : await c.store.complete(job);
  } else if (!outcome.final) {
    const runAt = new Date(now.getTime() + retryDelayMs(job.attempts, job.backoffMs));
    recorded = await c.store.reschedule(job, {
      runAt,
      dueAt: job.dueAt,
      attempts: job.attempts,
      error: outcome.error,
    });
  } else {
    const attempts = Math.min(job.attempts, job.maxAttempts);
    c.logger.warn({ job: job.name, attempts, error: outcome.error }, 'job given up');
    recorded = await c.database.db.transaction(async (tx) => {
      const store = c.store.in(tx);
      if (!next && (await store.markFailed(job, now, outcome.error, attempts))) return true;
      // The job lives on (a series, or it was moved meanwhile): this run is kept as a failed copy.
      await store.recordFailure(job, now, outcome.error, attempts);
      return !!next && store.reschedule(job, { runAt: next, dueAt: next, attempts: 0, error: outcome.error });
    });
  }
  if (!recorded) await c.store.release(job, c.owner);
}
