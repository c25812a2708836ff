import Stripe from 'stripe';
import type { ProviderEvent, WebhookHeaders, WebhookVerification } from '../port.js';
import { idOf, savedMethodRef } from './stripe-refs.js';

/** Stripe's signature header (`t=…,v1=…`), looked up case-insensitively. */
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';
/** Seconds a signed timestamp may be off, either way (Stripe's library default, 5 minutes). */
export const STRIPE_TOLERANCE_S = 300;

/**
 * `verifyWebhook` for Stripe: `stripe.webhooks.constructEvent` over the raw body (the signature
 * under the endpoint's secret and the timestamp's age), a timestamp stamped ahead refused as well
 * (the library only judges age), then the event mapped to the port's. A checkout's card is read
 * from its PaymentIntent, since Stripe's session event names the payment by id only.
 */
export async function verifyStripeWebhook(
  stripe: Stripe,
  secret: string,
  rawBody: Buffer,
  headers: WebhookHeaders,
  now: Date,
): Promise<WebhookVerification> {
  const header = headerValue(headers, STRIPE_SIGNATURE_HEADER);
  if (header === undefined || header.trim() === '') return { ok: false, reason: 'missing_signature' };
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, header, secret, STRIPE_TOLERANCE_S, undefined, now.getTime());
  } catch (err) {
    if (err instanceof Stripe.errors.StripeSignatureVerificationError)
      return { ok: false, reason: /tolerance/i.test(err.message) ? 'stale_timestamp' : 'bad_signature' };
    // A genuine signature over a body that is not JSON.
    return { ok: false, reason: 'malformed' };
  }
  const t = Number(/(?:^|,)\s*t=(\d{1,12})/.exec(header)?.[1]);
  if (t * 1000 - now.getTime() > STRIPE_TOLERANCE_S * 1000) return { ok: false, reason: 'stale_timestamp' };
  if (!isEvent(event)) return { ok: false, reason: 'malformed' };
  const mapped = await toProviderEvent(stripe, event);
  return mapped ? { ok: true, event: mapped } : { ok: false, reason: 'malformed' };
}

/** A signed body is believed only if it has an event's shape: an id, a type, a time and an object. */
function isEvent(e: unknown): e is Stripe.Event {
  if (typeof e !== 'object' || e === null) return false;
  const v = e as Record<string, unknown>;
  const data = v.data as Record<string, unknown> | undefined;
  return (
    v.object === 'event' &&
    typeof v.id === 'string' &&
    v.id.length > 0 &&
    v.id.length <= 200 &&
    typeof v.type === 'string' &&
    typeof v.created === 'number' &&
    typeof data === 'object' &&
    data !== null &&
    typeof data.object === 'object' &&
    data.object !== null
  );
}

const iso = (unix: number) => new Date(unix * 1000).toISOString();

/** The port's event for a Stripe event; undefined when a handled type lacks what it needs. */
async function toProviderEvent(stripe: Stripe, event: Stripe.Event): Promise<ProviderEvent | undefined> {
  const base = { id: event.id, at: iso(event.created) };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // Paid later (a bank transfer): its async_payment_succeeded event will carry the payment.
      if (session.payment_status === 'unpaid') return { ...base, type: 'unhandled', providerType: event.type };
      const orderId = session.client_reference_id;
      const intentId = idOf(session.payment_intent);
      if (!orderId || !intentId) return undefined;
      const intent = await stripe.paymentIntents.retrieve(intentId, { expand: ['payment_method'] });
      const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
      const customer = idOf(session.customer) ?? idOf(intent.customer);
      if (!method || !customer) return undefined;
      return {
        ...base,
        type: 'checkout.succeeded',
        sessionId: session.id,
        orderId,
        paymentRef: intent.id,
        paymentMethodRef: savedMethodRef(customer, method.id),
        card: { brand: method.card?.brand ?? method.type, last4: method.card?.last4 ?? '0000' },
      };
    }
    case 'checkout.session.async_payment_failed': {
      const session = event.data.object;
      if (!session.client_reference_id) return undefined;
      return {
        ...base,
        type: 'checkout.failed',
        sessionId: session.id,
        orderId: session.client_reference_id,
        reason: 'declined',
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentRef = idOf(charge.payment_intent);
      if (!paymentRef) return undefined;
      return { ...base, type: 'payment.refunded', paymentRef, refundedMinor: charge.amount_refunded };
    }
    case 'charge.dispute.created':
    case 'charge.dispute.closed': {
      const dispute = event.data.object;
      const paymentRef = idOf(dispute.payment_intent);
      if (!paymentRef) return undefined;
      if (event.type === 'charge.dispute.created')
        return { ...base, type: 'dispute.opened', paymentRef, disputeRef: dispute.id };
      // `warning_closed`: an inquiry that ended without a chargeback, as good as won.
      return {
        ...base,
        type: 'dispute.closed',
        paymentRef,
        disputeRef: dispute.id,
        outcome: dispute.status === 'lost' ? 'lost' : 'won',
      };
    }
    default:
      return { ...base, type: 'unhandled', providerType: event.type };
  }
}

function headerValue(headers: WebhookHeaders, name: string): string | undefined {
  for (const [key, value] of Object.entries(headers))
    if (key.toLowerCase() === name) return Array.isArray(value) ? value[0] : value;
  return undefined;
}
