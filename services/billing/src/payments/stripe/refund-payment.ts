import Stripe from 'stripe';
import type { RefundInput, RefundOutcome } from '../port.js';

/**
 * `refund` on Stripe: a Refund of the PaymentIntent, the key as Stripe's idempotency key. Stripe
 * refusing (more than is left, a payment it does not have) is `refused`; being unreachable throws.
 * Stripe then reports the refund by webhook as well (`charge.refunded`), which changes nothing more.
 */
export async function refundOnStripe(stripe: Stripe, input: RefundInput): Promise<RefundOutcome> {
  try {
    const refund = await stripe.refunds.create(
      { payment_intent: input.paymentRef, amount: input.amountMinor, reason: 'requested_by_customer' },
      { idempotencyKey: input.key },
    );
    return refund.status === 'failed' || refund.status === 'canceled'
      ? { ok: false, reason: 'refused' }
      : { ok: true, refundRef: refund.id };
  } catch (err) {
    if (err instanceof Stripe.errors.StripeInvalidRequestError) return { ok: false, reason: 'refused' };
    throw err;
  }
}
