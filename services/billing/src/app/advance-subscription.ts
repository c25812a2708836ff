import { uuidv7, type Db } from '@mawadda/kit';
import { priceOrder } from '../domain/money.js';
import { dueStep, graceEnd, nextRenewalTry, renewedPeriod } from '../domain/subscription.js';
import {
  paymentFailed,
  paymentSucceeded,
  subscriptionExpired,
  subscriptionRenewed,
} from '../events/billing-events.js';
import type { SavedChargeOutcome } from '../payments/port.js';
import { unpaidAt } from '../store/order-store.js';
import type { OrderRow, SubscriptionRow } from '../store/schema.js';
import type { BillingApp } from './context.js';
import { noticeMember } from './notice-member.js';
import { syncEntitlement } from './sync-entitlement.js';
import { subscriptionFacts } from './views.js';

/**
 * The `subscription.due` job (and the sweep): brings a plan to where billing's clock says it should
 * be: expired, renewed, or in grace after a decline. Each try is its own order and the provider's
 * idempotency key, so a job run twice or killed mid-way never charges twice.
 */
export async function advanceSubscription(app: BillingApp, subscriptionId: string): Promise<void> {
  const now = app.clock();
  const db = app.database.db;
  const sub = await app.subscriptions.byId(db, subscriptionId);
  if (!sub) return;
  const step = dueStep(subscriptionFacts(sub), now);
  if (step === 'nothing') {
    // Early (a clock that moved back, a job kept from an older period): look again when due.
    if (sub.status !== 'expired') await app.scheduler.subscriptionDue(sub.id, sub.currentPeriodEnd);
    return;
  }
  if (step === 'expire') return expire(app, subscriptionId, now);
  if (await app.orders.hasOpenDispute(db, sub.memberId)) {
    // A chargeback is open: nothing is charged to this member until the bank decides; the
    // dispute's close asks for this plan again, and a daily look covers a lost close event.
    app.logger.info({ subscriptionId }, 'renewal held while a payment of the member is disputed');
    await app.scheduler.subscriptionDue(subscriptionId, new Date(now.getTime() + 24 * 60 * 60 * 1000));
    return;
  }
  const order = await beginRenewal(app, subscriptionId, now);
  if (!order) return;
  const outcome: SavedChargeOutcome = sub.paymentMethodRef
    ? await app.provider.chargeSaved({
        orderId: order.id,
        paymentMethodRef: sub.paymentMethodRef,
        amountMinor: order.totalMinor,
        currency: 'AED',
      })
    : { ok: false, reason: 'declined' };
  const next = await finishRenewal(app, subscriptionId, order.id, outcome, now);
  if (next) await app.scheduler.subscriptionDue(subscriptionId, next);
}

async function expire(app: BillingApp, subscriptionId: string, now: Date): Promise<void> {
  await app.outbox.inTransaction(app.database.db, async (tx) => {
    const sub = await app.subscriptions.byId(tx, subscriptionId, true);
    if (!sub || dueStep(subscriptionFacts(sub), now) !== 'expire') return;
    await app.subscriptions.update(tx, sub.id, { status: 'expired', endedAt: now, graceEndsAt: null });
    await app.outbox.append(tx, subscriptionExpired(sub.memberId, sub.id, now));
    await noticeMember(app, tx, {
      memberId: sub.memberId,
      kind: 'subscription_expired',
      until: sub.graceEndsAt ?? sub.currentPeriodEnd,
      planId: sub.planId,
      createdAt: now,
    });
    await syncEntitlement(app, tx, sub.memberId, now);
  });
}

/** The renewal try's order: the one begun and not finished, else a new one at today's price. */
async function beginRenewal(
  app: BillingApp,
  subscriptionId: string,
  now: Date,
): Promise<OrderRow | undefined> {
  return app.outbox.inTransaction(app.database.db, async (tx) => {
    const sub = await app.subscriptions.byId(tx, subscriptionId, true);
    if (!sub || dueStep(subscriptionFacts(sub), now) !== 'renew') return undefined;
    const open = await app.orders.openRenewal(tx, sub.id);
    if (open) return open;
    const plan = await app.plans.find(tx, sub.planId);
    if (!plan) throw new Error(`Plan ${sub.planId} of a running subscription is missing`);
    const tries = sub.renewalTries + 1;
    await app.subscriptions.update(tx, sub.id, { renewalTries: tries });
    return app.orders.insertRenewal(tx, {
      id: uuidv7(),
      memberId: sub.memberId,
      kind: 'renewal',
      planId: sub.planId,
      months: sub.months,
      stage: 'Processing',
      payment: 'NotPaid',
      ...priceOrder(plan, app.config.BILLING_VAT_BASIS_POINTS),
      locale: (await app.members.find(tx, sub.memberId))?.locale ?? 'ar',
      subscriptionId: sub.id,
      renewalOf: `${sub.id}:${sub.currentPeriodEnd.toISOString()}:${tries}`,
      createdAt: now,
      paymentMethodRef: sub.paymentMethodRef,
      ...unpaidAt(app.provider.name),
    });
  });
}

/** Applies the charge's outcome; answers when the plan is due next (undefined: nothing to schedule). */
async function finishRenewal(
  app: BillingApp,
  subscriptionId: string,
  orderId: string,
  outcome: SavedChargeOutcome,
  now: Date,
): Promise<Date | undefined> {
  return app.outbox.inTransaction(app.database.db, async (tx) => {
    const sub = await app.subscriptions.byId(tx, subscriptionId, true);
    const order = await app.orders.byId(tx, orderId, true);
    if (!sub || !order || order.stage !== 'Processing') return undefined;
    return outcome.ok ? renewed(app, tx, sub, order, outcome, now) : declined(app, tx, sub, order, now);
  });
}

async function renewed(
  app: BillingApp,
  tx: Db,
  sub: SubscriptionRow,
  order: OrderRow,
  outcome: Extract<SavedChargeOutcome, { ok: true }>,
  now: Date,
): Promise<Date> {
  const period = renewedPeriod(subscriptionFacts(sub));
  const paid = await app.orders.update(tx, order.id, {
    stage: 'Completed',
    payment: 'Paid',
    paidAt: now,
    paymentRef: outcome.paymentRef,
    cardBrand: outcome.card.brand,
    cardLast4: outcome.card.last4,
  });
  const row = await app.subscriptions.update(tx, sub.id, {
    status: 'active',
    currentPeriodStart: period.start,
    currentPeriodEnd: period.end,
    graceEndsAt: null,
    renewalTries: 0,
    paidNetMinor: order.priceMinor - order.creditMinor,
  });
  await app.outbox.append(tx, paymentSucceeded(paid, now));
  await app.outbox.append(tx, subscriptionRenewed(row));
  await noticeMember(app, tx, {
    memberId: sub.memberId,
    kind: 'subscription_renewed',
    until: period.end,
    planId: sub.planId,
    createdAt: now,
  });
  await syncEntitlement(app, tx, sub.memberId, now);
  return period.end;
}

async function declined(
  app: BillingApp,
  tx: Db,
  sub: SubscriptionRow,
  order: OrderRow,
  now: Date,
): Promise<Date> {
  const failed = await app.orders.update(tx, order.id, { stage: 'NotPaid', failure: 'declined' });
  await app.outbox.append(tx, paymentFailed(failed, 'renewal_declined', now));
  let row = sub;
  if (sub.status === 'active') {
    const until = graceEnd(subscriptionFacts(sub), app.config.BILLING_GRACE_DAYS);
    row = await app.subscriptions.update(tx, sub.id, { status: 'grace', graceEndsAt: until });
    await noticeMember(app, tx, {
      memberId: sub.memberId,
      kind: 'renewal_failed',
      until,
      planId: sub.planId,
      createdAt: now,
    });
    await syncEntitlement(app, tx, sub.memberId, now);
  }
  return nextRenewalTry(subscriptionFacts(row), now);
}
