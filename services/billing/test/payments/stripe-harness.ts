import { pino } from 'pino';
import type { CheckoutSession } from '../../src/payments/port.js';
import { createStripeProvider } from '../../src/payments/stripe/index.js';
import type { ContractCard, DeliveredWebhook, PaymentProviderHarness } from '../contracts/payment-provider.contract.js';
import {
  newId,
  signedStripeHeaders,
  startStripeTestMode,
  stripeWebhook,
  type StripeTestMethod,
} from './stripe-test-mode.js';

export const STRIPE_WEBHOOK_SECRET = 'whsec_contractsuitesecret0123456789';
export const PUBLIC_ORIGIN = 'https://mawadda.test';

/** The card numbers of Stripe's test mode, and the method each leaves saved. */
const CARDS: Record<ContractCard, { number: string; method?: StripeTestMethod }> = {
  succeeds: { number: '4242 4242 4242 4242', method: 'pm_card_visa' },
  declined: { number: '4000 0000 0000 0002' },
  renewalsDeclined: { number: '4000 0000 0000 0341', method: 'pm_card_chargeCustomerFail' },
};

/** stripe-mock's address: the integration run starts it (infra/local); unset, the Stripe suites skip. */
export const stripeMockUrl = () => process.env.STRIPE_MOCK_URL;

/**
 * The contract's harness for the Stripe adapter against stripe-mock. The member's part happens on
 * Stripe's hosted page, which stripe-mock does not have: `pay` plays it from what the adapter
 * asked Stripe for (the session's order and return URL) and delivers the event Stripe sends after
 * it, signed with the library's test helper: `checkout.session.completed` for a paid card (its
 * PaymentIntent then reads back paid with the card's test method), and
 * `checkout.session.async_payment_failed` for a declined one.
 */
export async function stripeHarness(): Promise<PaymentProviderHarness> {
  const mode = await startStripeTestMode(stripeMockUrl()!);
  const provider = createStripeProvider({
    secretKey: 'sk_test_contractsuite',
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    apiUrl: mode.url,
    publicOrigin: PUBLIC_ORIGIN,
    logger: pino({ level: 'silent' }),
  });
  const webhooks = new Map<string, DeliveredWebhook>();

  async function pay(checkout: CheckoutSession, card: ContractCard) {
    const asked = mode.session(checkout.sessionId);
    if (!asked) throw new Error(`no session ${checkout.sessionId} was opened at Stripe`);
    const back = new URL(asked.get('success_url')!);
    if (back.origin !== PUBLIC_ORIGIN) throw new Error(`Stripe would send her to ${back.origin}`);
    const method = CARDS[card].method;
    const session = {
      id: checkout.sessionId,
      object: 'checkout.session',
      mode: 'payment',
      client_reference_id: asked.get('client_reference_id'),
      metadata: { orderId: asked.get('metadata[orderId]') },
      currency: asked.get('line_items[0][price_data][currency]'),
      amount_total: Number(asked.get('line_items[0][price_data][unit_amount]')),
      customer: method ? newId('cus') : null,
      payment_intent: newId('pi'),
      payment_status: method ? 'paid' : 'unpaid',
      status: method ? 'complete' : 'expired',
    };
    if (method) mode.paid(session.payment_intent, method, session.customer!);
    const type = method ? 'checkout.session.completed' : 'checkout.session.async_payment_failed';
    webhooks.set(checkout.sessionId, stripeWebhook(STRIPE_WEBHOOK_SECRET, type, session, new Date()));
    return { redirectedTo: `${back.pathname}${back.search}` };
  }

  return {
    provider,
    pay,
    cardNumber: (card) => CARDS[card].number,
    webhookFor: async (sessionId) => {
      const webhook = webhooks.get(sessionId);
      if (!webhook) throw new Error(`no webhook for ${sessionId}`);
      return webhook;
    },
    sign: (rawBody, at, secret = STRIPE_WEBHOOK_SECRET) => signedStripeHeaders(secret, rawBody, at),
    now: () => new Date(),
    close: mode.close,
  };
}
