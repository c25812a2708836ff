import type Stripe from 'stripe';
import type { Locale } from '@mawadda/contracts';
import type { CheckoutInput, CheckoutSession } from '../port.js';

/**
 * Checkout's own languages that are ours too; Arabic, Urdu and Persian are not among them, so
 * the page follows her browser (`auto`) while our pages around it stay in her language.
 */
const CHECKOUT_LOCALES: Partial<Record<Locale, Stripe.Checkout.SessionCreateParams.Locale>> = {
  en: 'en',
  tr: 'tr',
};
export const checkoutLocale = (locale: Locale): Stripe.Checkout.SessionCreateParams.Locale =>
  CHECKOUT_LOCALES[locale] ?? 'auto';

/**
 * A hosted Checkout Session for one order, in AED. No payment method types are named, so Stripe
 * offers what the account has on (cards, Apple Pay, Google Pay) and runs 3-D Secure itself. The
 * customer is created with the session and the method is saved for off-session renewals. The
 * order id is the idempotency key: a retried request opens no second session.
 */
export async function openStripeCheckout(
  stripe: Stripe,
  publicOrigin: string,
  input: CheckoutInput,
): Promise<CheckoutSession> {
  const back = new URL(input.returnUrl, `${publicOrigin}/`).toString();
  const metadata = { orderId: input.orderId, orderNumber: input.orderNumber };
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      client_reference_id: input.orderId,
      customer_creation: 'always',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: input.currency.toLowerCase(),
            unit_amount: input.amountMinor,
            product_data: { name: input.description },
          },
        },
      ],
      payment_intent_data: { setup_future_usage: 'off_session', metadata, description: input.description },
      metadata,
      locale: checkoutLocale(input.locale),
      success_url: back,
      cancel_url: back,
    },
    { idempotencyKey: `checkout-${input.orderId}` },
  );
  if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
  return { sessionId: session.id, url: session.url };
}
