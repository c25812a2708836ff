import type { PaymentState } from '@mawadda/contracts';

/**
 * Refunds and chargebacks (README "Refunds and disputes"). A refund is money given back for one
 * order, whole or in part; a whole refund ends the plan it paid for at once and takes the premium
 * with it, a partial one keeps the plan (a goodwill gesture, not a cancellation).
 */

/** A chargeback's life: `open` until the bank decides; `won` (money kept) or `lost` (taken back). */
export type DisputeStatus = 'open' | 'won' | 'lost';

/** What is left to give back of an order's payment. */
export const refundableMinor = (o: { payment: PaymentState; totalMinor: number; refundedMinor: number }) =>
  o.payment === 'Paid' || o.payment === 'PartlyRefunded' ? Math.max(0, o.totalMinor - o.refundedMinor) : 0;

/** The payment state once `refundedMinor` of `totalMinor` was given back. */
export function paymentAfterRefund(totalMinor: number, refundedMinor: number): PaymentState {
  if (refundedMinor <= 0) return 'Paid';
  return refundedMinor >= totalMinor ? 'Refunded' : 'PartlyRefunded';
}

export type RefundRequestCheck = { ok: true } | { ok: false; refusal: 'notRefundable' | 'refundTooLarge' };

/** Whether staff may refund `amountMinor` of the order now (a whole number of fils, at most what is left). */
export function checkRefundRequest(
  o: { payment: PaymentState; totalMinor: number; refundedMinor: number },
  amountMinor: number,
): RefundRequestCheck {
  const left = refundableMinor(o);
  if (left === 0) return { ok: false, refusal: 'notRefundable' };
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0 || amountMinor > left)
    return { ok: false, refusal: 'refundTooLarge' };
  return { ok: true };
}

/**
 * The cumulative refunded amount after a report: providers report the total so far, so an older
 * (smaller) report arriving late changes nothing; never above the order's total.
 */
export const refundedAfterReport = (current: number, reported: number, totalMinor: number) =>
  Math.min(totalMinor, Math.max(current, reported));

/** Whether this refund leaves nothing of the plan's payment: the plan ends at once. */
export const endsPlan = (totalMinor: number, refundedMinor: number) => refundedMinor >= totalMinor;

/**
 * A dispute event's effect, or undefined when it changes nothing: a report about another dispute
 * than the one recorded, or one older than the recorded change (events out of order), or the same
 * state again. A `closed` seen before its `opened` stands; the late `opened` is then ignored.
 */
export function disputeAfter(
  current: { status: DisputeStatus | null; ref: string | null; at: Date | null },
  event: { ref: string; status: DisputeStatus; at: Date },
): DisputeStatus | undefined {
  if (current.status === null) return event.status;
  if (current.ref !== null && current.ref !== event.ref) {
    // A second chargeback on the same payment: only a new open one matters.
    return event.status === 'open' && current.status !== 'open' ? 'open' : undefined;
  }
  if (current.status === event.status) return undefined;
  if (current.at && event.at.getTime() < current.at.getTime()) return undefined;
  // Closed is final for a given dispute.
  if (current.status !== 'open') return undefined;
  return event.status;
}
