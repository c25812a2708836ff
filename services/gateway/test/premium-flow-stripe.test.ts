import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Billing's test-only layer over stripe-mock (what Stripe's test mode adds to it), and Stripe's
// webhook as its servers sign it: the same helpers billing's own Stripe suites use.
import {
  newId,
  startStripeTestMode,
  stripeWebhook,
  type StripeTestMode,
} from '../../billing/test/payments/stripe-test-mode.js';
import { startEmbeddedApp, type EmbeddedApp } from './support/embedded-app.js';

/*
 * The premium journey on the whole embedded site with PAYMENT_PROVIDER=stripe, the official library
 * talking to stripe-mock: checkout at Stripe, its signed webhook, chat opens, the plan renews
 * off-session, an admin refunds the renewal in full, and chat closes again. Needs STRIPE_MOCK_URL
 * (the integration run starts stripe-mock and runs this file); `npm test` skips it.
 */
const STRIPE_MOCK_URL = process.env.STRIPE_MOCK_URL;
const SECRET = 'whsec_premiumjourneysecret0123456789';
const ADMIN = { email: 'admin@stripe-journey.test', password: 'Stripe-journey-2026' };
const DAY_MS = 24 * 60 * 60 * 1000;

describe.runIf(STRIPE_MOCK_URL)('the premium journey on Stripe (stripe-mock)', () => {
  let s: EmbeddedApp;
  let mode: StripeTestMode;
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  beforeAll(async () => {
    mode = await startStripeTestMode(STRIPE_MOCK_URL!);
    s = await startEmbeddedApp(
      'premium-stripe',
      {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_premiumjourney',
        STRIPE_WEBHOOK_SECRET: SECRET,
        STRIPE_API_URL: mode.url,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      },
      { billingClock: clock },
    );
  }, 60_000);
  afterAll(async () => {
    await s?.close();
    await mode?.close();
  });

  type Member = Awaited<ReturnType<EmbeddedApp['register']>>;
  const billing = () =>
    s.gateway.services.find((x) => x.name === 'billing') as unknown as { sweepNow(): Promise<void> };
  const chatWith = async (from: Member, to: Member) =>
    (await request(s.app).get(`/api/chat/with/${to.id}`).set('Authorization', from.auth).expect(200)).body as {
      canWrite: boolean;
      refusal: string | null;
    };
  const me = async (m: Member) =>
    (await request(s.app).get('/api/billing/me').set('Authorization', m.auth).expect(200)).body;

  it('checkout at Stripe, its webhook, chat opens; a renewal off-session; a refund closes it', async () => {
    const amina = await s.register({ fullName: 'Amina Stripe', gender: 'female' });
    const yusuf = await s.register({ fullName: 'Yusuf Stripe', gender: 'male' });
    const hana = await s.register({ fullName: 'Hana Stripe', gender: 'female' });
    const admin = await s.signInAdmin(ADMIN);

    // Billing hears of the account a moment after it is made (503 until then).
    let checkout!: request.Response;
    await expect
      .poll(async () => {
        checkout = await request(s.app)
          .post('/api/billing/checkout')
          .set('Authorization', yusuf.auth)
          .send({ planId: 'six_months' });
        return checkout.status;
      }, { timeout: 10_000, interval: 50 })
      .toBe(201);
    expect(checkout.body.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const sessionId = String(checkout.body.checkoutUrl).split('/').at(-1)!;
    const orderId = checkout.body.order.id as string;
    expect(mode.session(sessionId)?.get('client_reference_id')).toBe(orderId);

    // He pays on Stripe's page; Stripe sends its signed event to the site's endpoint.
    const intent = newId('pi');
    const customer = newId('cus');
    mode.paid(intent, 'pm_card_visa', customer);
    const completed = stripeWebhook(SECRET, 'checkout.session.completed', {
      id: sessionId,
      object: 'checkout.session',
      client_reference_id: orderId,
      customer,
      payment_intent: intent,
      payment_status: 'paid',
      status: 'complete',
    }, clock());
    await request(s.app)
      .post('/api/billing/webhooks/stripe')
      .set(completed.headers)
      .send(completed.rawBody)
      .expect(200);
    await expect
      .poll(async () => (await request(s.app).get(`/api/billing/orders/${orderId}`).set('Authorization', yusuf.auth)).body.stage, {
        timeout: 10_000,
      })
      .toBe('Completed');
    expect(await me(yusuf)).toMatchObject({ state: 'active', active: true });

    await expect.poll(async () => (await chatWith(yusuf, amina)).canWrite, { timeout: 10_000 }).toBe(true);
    await request(s.app)
      .post('/api/chat/conversations')
      .set('Authorization', yusuf.auth)
      .send({ memberId: amina.id, clientId: randomUUID(), text: 'Assalamu alaikum' })
      .expect(201);

    // Six months on, the plan renews with the card saved at checkout, off-session.
    const first = (await me(yusuf)).subscription;
    offsetMs = Date.parse(first.currentPeriodEnd) - Date.now() + DAY_MS;
    await billing().sweepNow();
    const renewed = await me(yusuf);
    expect(renewed).toMatchObject({ active: true, subscription: { currentPeriodStart: first.currentPeriodEnd } });
    const orders = await request(s.app)
      .get('/api/billing/admin/orders')
      .query({ filter: JSON.stringify({ memberId: yusuf.id, kind: 'renewal' }) })
      .set('Authorization', admin)
      .expect(200);
    const renewal = orders.body[0];
    expect(renewal).toMatchObject({ payment: 'Paid', card: { brand: 'visa', last4: '4242' } });

    // The admin refunds the renewal in full: the plan ends at once, chat closes, her receipt shows it.
    await request(s.app)
      .post(`/api/billing/admin/orders/${renewal.id}/refund`)
      .set('Authorization', admin)
      .send({ amountMinor: renewal.totalMinor, reason: 'Asked to leave', refundedBefore: 0 })
      .expect(200);
    expect(await me(yusuf)).toMatchObject({ active: false, subscription: { status: 'expired' } });
    await expect
      .poll(async () => (await chatWith(yusuf, hana)).refusal, { timeout: 10_000 })
      .toBe('needs_entitlement');
    const receipt = await request(s.app)
      .get(`/api/billing/orders/${renewal.id}/receipt`)
      .set('Authorization', yusuf.auth)
      .expect(200);
    expect(receipt.body).toMatchObject({
      order: { payment: 'Refunded', refundedMinor: renewal.totalMinor },
      refunds: [{ amountMinor: renewal.totalMinor }],
    });
  }, 90_000);
});
