import type { Logger } from '@mawadda/kit';
import type { PaymentProvider } from '../port.js';
import { chargeSavedOnStripe } from './charge-saved.js';
import { openStripeCheckout } from './open-checkout.js';
import { refundOnStripe } from './refund-payment.js';
import { stripeClient } from './stripe-client.js';
import { verifyStripeWebhook } from './verify-webhook.js';

export { STRIPE_SIGNATURE_HEADER, STRIPE_TOLERANCE_S } from './verify-webhook.js';
export { savedMethodRef, parseSavedMethodRef } from './stripe-refs.js';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** stripe-mock's address in tests; unset, Stripe's API. */
  apiUrl?: string;
  /** The site's public origin: Checkout sends the member back to absolute URLs on it. */
  publicOrigin: string;
  /** The receiving time webhooks' timestamps are judged at. */
  clock?: () => Date;
  logger: Logger;
}

/**
 * The Stripe adapter of the PaymentProvider port (DESIGN §1 "payments"): Checkout Sessions in AED,
 * renewals charged off-session on the saved customer and method, webhooks verified with Stripe's
 * signature scheme. No card number ever reaches billing: only a brand, four digits and ids.
 */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = stripeClient(options.secretKey, options.apiUrl);
  const clock = options.clock ?? (() => new Date());
  const publicOrigin = options.publicOrigin.replace(/\/+$/, '');
  return {
    name: 'stripe',
    createCheckout: (input) => openStripeCheckout(stripe, publicOrigin, input),
    chargeSaved: (input) => chargeSavedOnStripe(stripe, input),
    refund: (input) => refundOnStripe(stripe, input),
    verifyWebhook: (rawBody, headers) =>
      verifyStripeWebhook(stripe, options.webhookSecret, rawBody, headers, clock()),
  };
}
