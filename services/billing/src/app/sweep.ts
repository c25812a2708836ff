import { TRIAL_REMINDERS } from '../domain/trial.js';
import { abandonOrder } from './abandon-order.js';
import { advanceSubscription } from './advance-subscription.js';
import type { BillingApp } from './context.js';
import { fulfilOrder } from './fulfil-order.js';
import { endTrial, remindTrial } from './trial-deadlines.js';

/** Rows looked at per kind per sweep: a backlog drains over a few sweeps rather than in one long one. */
const BATCH = 200;

/**
 * The `billing.sweep` job: finds by its time any work whose job was lost (a process died after the
 * commit, Redis lost its data) or is due at a clock a test moved, and runs the same idempotent use
 * cases, so work a job also does is done once.
 */
export async function sweep(app: BillingApp): Promise<void> {
  const db = app.database.db;
  const now = app.clock();
  for (const reminder of TRIAL_REMINDERS) {
    for (const trial of await app.trials.dueReminders(db, reminder.kind, reminder.daysBefore, now, BATCH)) {
      await remindTrial(app, trial.memberId, reminder.kind);
    }
  }
  for (const memberId of await app.trials.dueEnds(db, now, BATCH)) await endTrial(app, memberId);
  for (const id of await app.orders.unfulfilled(db, BATCH)) await fulfilOrder(app, id);
  const abandonBefore = new Date(now.getTime() - app.config.BILLING_ORDER_ABANDON_MINUTES * 60_000);
  for (const id of await app.orders.stalePending(db, abandonBefore, BATCH)) await abandonOrder(app, id);
  for (const id of await app.subscriptions.due(db, now, BATCH)) await advanceSubscription(app, id);
}
