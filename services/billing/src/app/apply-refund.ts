import { uuidv7, type Db } from '@mawadda/kit';
import { endsPlan, paymentAfterRefund, refundedAfterReport } from '../domain/refunds.js';
import { subscriptionExpired } from '../events/billing-events.js';
import type { OrderRow } from '../store/schema.js';
import type { BillingApp } from './context.js';
import { noticeMember } from './notice-member.js';
import { syncEntitlement } from './sync-entitlement.js';

export interface RefundReport {
  /** Everything refunded of the order's payment now, as the provider counts it. */
  refundedMinor: number;
  /** Who and why, when staff refunded through billing; null when the provider reported it. */
  staffId: string | null;
  reason: string | null;
  /** The provider's refund id, when it names one. */
  refundRef: string | null;
  /** Staff's request key, when staff asked for it. */
  requestKey: string | null;
}

/**
 * Applies a refund to an order inside the caller's transaction (the order locked): the new total
 * refunded (never less than before, so a late or replayed report changes nothing), the payment
 * state, a refund row for the receipt, a notice to the member, and, for a whole refund, the end
 * of the plan the order paid for, at once (README "Refunds and disputes"). Answers false when
 * nothing changed.
 */
export async function applyRefund(
  app: BillingApp,
  tx: Db,
  order: OrderRow,
  report: RefundReport,
  now: Date,
): Promise<boolean> {
  if (order.payment === 'NotPaid') return false;
  const refunded = refundedAfterReport(order.refundedMinor, report.refundedMinor, order.totalMinor);
  if (refunded === order.refundedMinor) return false;
  await app.orders.update(tx, order.id, {
    refundedMinor: refunded,
    payment: paymentAfterRefund(order.totalMinor, refunded),
  });
  await app.refunds.insert(tx, {
    id: uuidv7(),
    orderId: order.id,
    amountMinor: refunded - order.refundedMinor,
    reason: report.reason,
    staffId: report.staffId,
    refundRef: report.refundRef,
    requestKey: report.requestKey,
    createdAt: now,
  });
  const whole = endsPlan(order.totalMinor, refunded);
  await noticeMember(app, tx, {
    memberId: order.memberId,
    kind: whole ? 'payment_refunded' : 'payment_partly_refunded',
    until: now,
    planId: order.planId,
    createdAt: now,
  });
  if (whole && order.subscriptionId) {
    const sub = await app.subscriptions.byId(tx, order.subscriptionId, true);
    if (sub && sub.status !== 'expired') {
      await app.subscriptions.update(tx, sub.id, { status: 'expired', endedAt: now, graceEndsAt: null });
      await app.outbox.append(tx, subscriptionExpired(sub.memberId, sub.id, now));
    }
  }
  await syncEntitlement(app, tx, order.memberId, now);
  return true;
}
