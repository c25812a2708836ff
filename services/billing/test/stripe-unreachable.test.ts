import { afterAll, beforeAll, expect, it } from 'vitest';
import { stripeWebhook } from './payments/stripe-test-mode.js';
import { startBillingApp, type BillingTestApp } from './support/billing-app.js';

// Billing on Stripe while Stripe cannot be reached (nothing listens at the API address): the
// checkout and a paid session's webhook (whose card must be read from Stripe) answer 503, so the
// member tries again and Stripe delivers again; never a 500.
const SECRET = 'whsec_unreachabletestsecret0123456789';
let s: BillingTestApp;
beforeAll(async () => {
  s = await startBillingApp({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_unreachable',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_URL: 'http://127.0.0.1:9',
  });
});
afterAll(() => s?.close());

it('answers 503 to a checkout and to a webhook it cannot check with Stripe', async () => {
  const m = await s.register();
  const checkout = await s.api.checkout(m.auth, 'six_months').expect(503);
  expect(checkout.body.code).toBe('provider_unavailable');
  const w = stripeWebhook(
    SECRET,
    'checkout.session.completed',
    {
      id: 'cs_test_unreachable',
      object: 'checkout.session',
      client_reference_id: 'order',
      customer: 'cus_x',
      payment_intent: 'pi_x',
      payment_status: 'paid',
    },
    s.clock(),
  );
  const res = await s.api.webhook('stripe', w.rawBody, w.headers).expect(503);
  expect(res.body.code).toBe('provider_unavailable');
  expect(res.headers['retry-after']).toBe('5');
  // An event that needs nothing from Stripe is still acknowledged.
  const other = stripeWebhook(SECRET, 'customer.created', { id: 'cus_y', object: 'customer' }, s.clock());
  expect((await s.api.webhook('stripe', other.rawBody, other.headers).expect(200)).body.applied).toBe(false);
});
