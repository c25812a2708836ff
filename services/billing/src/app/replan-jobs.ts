import { nextDueAt } from '../domain/subscription.js';
import type { BillingApp } from './context.js';
import { subscriptionFacts } from './views.js';

/** Rows read per page: a large table is walked in steps, not loaded at once. */
const PAGE = 200;

/**
 * Puts back every job billing's tables say is still due (a trial's reminders and end, an open
 * order's abandon or fulfil, a plan's next step) that the queue no longer holds: BullMQ keeps jobs
 * only in Redis, which may come back empty. Jobs still pending are left alone; job ids are stable,
 * so running this twice, or on two replicas at once, adds nothing twice. Answers how many it put back.
 */
export async function replanJobs(app: BillingApp): Promise<number> {
  const db = app.database.db;
  const planner = app.scheduler.restoring();
  const now = app.clock();
  await eachPage(
    (after) => app.trials.openPage(db, after, PAGE),
    (trial) => trial.memberId,
    (trial) => planner.trialStarted(trial.memberId, trial.endsAt, Object.keys(trial.remindedAt)),
  );
  await eachPage(
    (after) => app.orders.awaitingJobPage(db, after, PAGE),
    (order) => order.id,
    (order) =>
      order.stage === 'Pending'
        ? planner.orderOpened(order.id, order.createdAt)
        : planner.orderPaid(order.id),
  );
  await eachPage(
    (after) => app.subscriptions.runningPage(db, after, PAGE),
    (sub) => sub.id,
    async (sub) => {
      const at = nextDueAt(subscriptionFacts(sub), now);
      if (at) await planner.subscriptionDue(sub.id, at);
    },
  );
  const restored = planner.restored();
  if (restored > 0) app.logger.warn({ restored }, 'billing jobs the queue had lost were planned again');
  return restored;
}

async function eachPage<T>(
  read: (after: string | undefined) => Promise<T[]>,
  keyOf: (row: T) => string,
  visit: (row: T) => Promise<void>,
): Promise<void> {
  for (let after: string | undefined; ;) {
    const page = await read(after);
    for (const row of page) await visit(row);
    if (page.length < PAGE) return;
    after = keyOf(page.at(-1)!);
  }
}
