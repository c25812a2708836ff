import { isErasedMember, uuidv7 } from '@mawadda/kit';
import { fulfilmentOf } from '../domain/orders.js';
import {
  paymentSucceeded,
  subscriptionExpired,
  subscriptionRenewed,
  subscriptionStarted,
} from '../events/billing-events.js';
import type { BillingApp } from './context.js';
import { syncEntitlement } from './sync-entitlement.js';
import { subscriptionFacts } from './views.js';

/**
 * The `order.fulfil` job: a paid order gives its plan and becomes Completed, in one transaction
 * with its events. Runs again harmlessly: an order no longer Processing is done.
 */
export async function fulfilOrder(app: BillingApp, orderId: string): Promise<void> {
  const now = app.clock();
  const due = await app.outbox.inTransaction(app.database.db, async (tx) => {
    const order = await app.orders.byId(tx, orderId, true);
    if (!order || order.stage !== 'Processing') return undefined;
    // A payment that lands after the member's erasure gives nothing to no one (the order stays, paid).
    if (await isErasedMember(tx, order.memberId)) return undefined;
    const running = await app.subscriptions.running(tx, order.memberId, true);
    const trial = await app.trials.find(tx, order.memberId);
    const step = fulfilmentOf(
      { kind: order.kind, months: order.months, replacesSubscriptionId: order.subscriptionId },
      running && { ...subscriptionFacts(running), id: running.id },
      trial?.endsAt,
      now,
    );
    let subscription;
    if (step.action === 'extend') {
      subscription = await app.subscriptions.update(tx, step.subscriptionId, {
        status: 'active',
        currentPeriodEnd: step.end,
        graceEndsAt: null,
        renewalTries: 0,
        paymentMethodRef: order.paymentMethodRef,
        // What the whole (extended) period cost: an upgrade's credit is a share of it.
        paidNetMinor: running!.paidNetMinor + order.priceMinor - order.creditMinor,
      });
    } else {
      if (step.replaces) {
        await app.subscriptions.update(tx, step.replaces, { status: 'expired', endedAt: now });
        await app.outbox.append(tx, subscriptionExpired(order.memberId, step.replaces, now));
      }
      subscription = await app.subscriptions.insert(tx, {
        id: uuidv7(),
        memberId: order.memberId,
        planId: order.planId,
        months: order.months,
        status: 'active',
        startedAt: now,
        currentPeriodStart: step.start,
        currentPeriodEnd: step.end,
        anchorDay: step.end.getUTCDate(),
        graceEndsAt: null,
        paidNetMinor: order.priceMinor - order.creditMinor,
        paymentMethodRef: order.paymentMethodRef,
        renewalTries: 0,
        endedAt: null,
      });
    }
    const completed = await app.orders.update(tx, order.id, {
      stage: 'Completed',
      subscriptionId: subscription.id,
    });
    await app.outbox.append(tx, paymentSucceeded(completed, now));
    await app.outbox.append(
      tx,
      step.action === 'extend' ? subscriptionRenewed(subscription) : subscriptionStarted(subscription),
    );
    await syncEntitlement(app, tx, order.memberId, now);
    return subscription;
  });
  if (due) await app.scheduler.subscriptionDue(due.id, due.currentPeriodEnd);
}
