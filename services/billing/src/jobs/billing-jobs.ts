import { z } from 'zod';
import {
  InvalidJobPayloadError,
  safeError,
  UnknownJobError,
  type JobKind,
  type JobQueue,
} from '@mawadda/kit';
import { abandonOrder } from '../app/abandon-order.js';
import { advanceSubscription } from '../app/advance-subscription.js';
import type { BillingApp, BillingScheduler, JobPlan } from '../app/context.js';
import { fulfilOrder } from '../app/fulfil-order.js';
import { replanJobs } from '../app/replan-jobs.js';
import { sweep } from '../app/sweep.js';
import { endTrial, remindTrial } from '../app/trial-deadlines.js';
import { TRIAL_REMINDERS, reminderAt } from '../domain/trial.js';

const memberJob = z.object({ memberId: z.uuid() });
const orderJob = z.object({ orderId: z.uuid() });

/**
 * Billing's delayed and repeated work (README "Jobs"). Each job names its entity in its id, so
 * scheduling again moves it rather than adding one; each handler checks time and state itself, so a
 * retry or early run changes nothing twice.
 */
export function defineBillingJobs(jobs: JobQueue, app: BillingApp): BillingScheduler {
  const remind = jobs.define('trial.remind', {
    payload: memberJob.extend({ kind: z.enum(TRIAL_REMINDERS.map((r) => r.kind) as [string, ...string[]]) }),
    handle: ({ memberId, kind }) =>
      remindTrial(app, memberId, kind as (typeof TRIAL_REMINDERS)[number]['kind']),
  });
  const trialEnd = jobs.define('trial.end', {
    payload: memberJob,
    handle: ({ memberId }) => endTrial(app, memberId),
  });
  const fulfil = jobs.define('order.fulfil', {
    payload: orderJob,
    handle: ({ orderId }) => fulfilOrder(app, orderId),
    // A paid order must land: retried for about a day before it is kept as failed (the sweep still finds it).
    maxAttempts: 12,
    backoffMs: 5_000,
  });
  const abandon = jobs.define('order.abandon', {
    payload: orderJob,
    handle: ({ orderId }) => abandonOrder(app, orderId),
  });
  const due = jobs.define('subscription.due', {
    payload: z.object({ subscriptionId: z.uuid() }),
    handle: ({ subscriptionId }) => advanceSubscription(app, subscriptionId),
  });
  jobs.define('billing.sweep', { payload: z.object({}), handle: () => sweep(app), maxAttempts: 1 });

  /**
   * Jobs are scheduled after their transaction committed, so a queue that cannot take one must not
   * make the member retry what already happened: the sweep finds the work by its time, so the loss
   * is logged, not thrown. A job this code got wrong still throws.
   */
  let refused = false;
  const schedule = async (kind: string, work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (err) {
      if (err instanceof UnknownJobError || err instanceof InvalidJobPayloadError) throw err;
      refused = true;
      app.logger.warn(
        { err: safeError(err), job: kind },
        'could not schedule a billing job; the sweep will run it by its time',
      );
    }
  };

  /** `missing`: schedules only when the queue holds no job under this id (see `restoring`). */
  const plan = (missing?: { restored: number }): JobPlan => {
    const put = <P>(job: JobKind<P>, payload: P, options: { jobId: string; runAt?: Date }) =>
      schedule(job.name, async () => {
        if (missing && (await jobs.get(options.jobId))) return;
        await jobs.schedule(job, payload, options);
        if (missing) missing.restored++;
      });
    return {
      async trialStarted(memberId, endsAt, reminded = []) {
        for (const r of TRIAL_REMINDERS.filter((r) => !reminded.includes(r.kind))) {
          await put(
            remind,
            { memberId, kind: r.kind },
            { jobId: `trial.remind/${r.kind}/${memberId}`, runAt: reminderAt(endsAt, r.daysBefore) },
          );
        }
        await put(trialEnd, { memberId }, { jobId: `trial.end/${memberId}`, runAt: endsAt });
      },
      async orderOpened(orderId, createdAt) {
        const runAt = new Date(createdAt.getTime() + app.config.BILLING_ORDER_ABANDON_MINUTES * 60_000);
        await put(abandon, { orderId }, { jobId: `order.abandon/${orderId}`, runAt });
      },
      async orderPaid(orderId) {
        await put(fulfil, { orderId }, { jobId: `order.fulfil/${orderId}` });
      },
      async subscriptionDue(subscriptionId, at) {
        await put(due, { subscriptionId }, { jobId: `subscription.due/${subscriptionId}`, runAt: at });
      },
    };
  };

  return {
    ...plan(),
    restoring() {
      const missing = { restored: 0 };
      return { ...plan(missing), restored: () => missing.restored };
    },
    takeRefused() {
      const was = refused;
      refused = false;
      return was;
    },
  };
}

const SWEEP_ID = 'billing.sweep';

/** Starts the repeated sweep (after the queue started); again, it keeps the series' next run. */
export const startSweep = (jobs: JobQueue, everyMs: number) =>
  jobs.repeat('billing.sweep', {}, { jobId: SWEEP_ID, every: everyMs });

/**
 * When the queue's store reconnects without the sweep's series (it came back empty: a Redis
 * restarted without its data), or after it refused jobs while away, the sweep and every job
 * billing's tables say is due are planned again. One recovery at a time; a failure is logged.
 */
export function recoverLostJobs(jobs: JobQueue, app: BillingApp, everyMs: number): void {
  let recovering: Promise<void> | undefined;
  jobs.onReconnect(() => {
    recovering ??= (async () => {
      const refused = app.scheduler.takeRefused();
      if (!refused && (await jobs.get(SWEEP_ID))) return;
      await startSweep(jobs, everyMs);
      await replanJobs(app);
    })()
      .catch((err: unknown) => app.logger.warn({ err: safeError(err) }, 'could not re-plan billing jobs'))
      .finally(() => (recovering = undefined));
  });
}
