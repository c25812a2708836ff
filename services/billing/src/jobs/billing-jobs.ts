import { z } from 'zod';
import { InvalidJobPayloadError, safeError, UnknownJobError, type JobQueue } from '@mawadda/kit';
import { abandonOrder } from '../app/abandon-order.js';
import { advanceSubscription } from '../app/advance-subscription.js';
import type { BillingApp, BillingScheduler } from '../app/context.js';
import { fulfilOrder } from '../app/fulfil-order.js';
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
  const schedule = async (kind: string, work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (err) {
      if (err instanceof UnknownJobError || err instanceof InvalidJobPayloadError) throw err;
      app.logger.warn(
        { err: safeError(err), job: kind },
        'could not schedule a billing job; the sweep will run it by its time',
      );
    }
  };

  return {
    async trialStarted(memberId, endsAt) {
      for (const r of TRIAL_REMINDERS) {
        await schedule('trial.remind', () =>
          jobs.schedule(
            remind,
            { memberId, kind: r.kind },
            { jobId: `trial.remind/${r.kind}/${memberId}`, runAt: reminderAt(endsAt, r.daysBefore) },
          ),
        );
      }
      await schedule('trial.end', () =>
        jobs.schedule(trialEnd, { memberId }, { jobId: `trial.end/${memberId}`, runAt: endsAt }),
      );
    },
    async orderOpened(orderId, createdAt) {
      const runAt = new Date(createdAt.getTime() + app.config.BILLING_ORDER_ABANDON_MINUTES * 60_000);
      await schedule('order.abandon', () =>
        jobs.schedule(abandon, { orderId }, { jobId: `order.abandon/${orderId}`, runAt }),
      );
    },
    async orderPaid(orderId) {
      await schedule('order.fulfil', () =>
        jobs.schedule(fulfil, { orderId }, { jobId: `order.fulfil/${orderId}` }),
      );
    },
    async subscriptionDue(subscriptionId, at) {
      await schedule('subscription.due', () =>
        jobs.schedule(due, { subscriptionId }, { jobId: `subscription.due/${subscriptionId}`, runAt: at }),
      );
    },
  };
}

/** Starts the repeated sweep (after the queue started). */
export const startSweep = (jobs: JobQueue, everyMs: number) =>
  jobs.repeat('billing.sweep', {}, { jobId: 'billing.sweep', every: everyMs });
