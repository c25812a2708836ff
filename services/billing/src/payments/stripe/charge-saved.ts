import Stripe from 'stripe';
import type { SavedChargeInput, SavedChargeOutcome } from '../port.js';
import { parseSavedMethodRef } from './stripe-refs.js';

/**
 * A renewal: an off-session PaymentIntent confirmed at once on the saved customer and method.
 * The order id is the idempotency key (a retried job answers the first outcome). A card the bank
 * declines, one that now asks for authentication (she is not there to answer it), or a method
 * Stripe no longer has are `declined`: billing then puts the plan in grace and tries again.
 * Anything else (Stripe unreachable) throws, so the job is retried.
 */
export async function chargeSavedOnStripe(stripe: Stripe, input: SavedChargeInput): Promise<SavedChargeOutcome> {
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0)
    throw new TypeError('Invalid saved charge: amountMinor');
  const saved = parseSavedMethodRef(input.paymentMethodRef);
  if (!saved) return { ok: false, reason: 'declined' };
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: input.amountMinor,
        currency: input.currency.toLowerCase(),
        customer: saved.customer,
        payment_method: saved.paymentMethod,
        off_session: true,
        confirm: true,
        metadata: { orderId: input.orderId },
        expand: ['latest_charge'],
      },
      { idempotencyKey: `renewal-${input.orderId}` },
    );
    if (intent.status !== 'succeeded') return { ok: false, reason: 'declined' };
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : undefined;
    const card = charge?.payment_method_details?.card;
    return {
      ok: true,
      paymentRef: intent.id,
      card: { brand: card?.brand ?? 'card', last4: card?.last4 ?? '0000' },
    };
  } catch (err) {
    if (err instanceof Stripe.errors.StripeCardError) return { ok: false, reason: 'declined' };
    if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing')
      return { ok: false, reason: 'declined' };
    throw err;
  }
}
