import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@mawadda/contracts';
import { eq } from 'drizzle-orm';
import { resultPath } from '../src/app/checkout.js';
import { outbox } from '../src/store/schema.js';
import { stripeMockUrl } from './payments/stripe-harness.js';
import {
  newId,
  signedStripeHeaders,
  startStripeTestMode,
  stripeWebhook,
  type StripeTestMode,
} from './payments/stripe-test-mode.js';
import { eventually, startBillingApp, type BillingTestApp } from './support/billing-app.js';

// Billing on PAYMENT_PROVIDER=stripe: the adapter and the official library against stripe-mock
// (started by the integration run; without STRIPE_MOCK_URL this file skips). Stripe's webhooks are
// signed with the library's test helper, as Stripe signs them.
const SECRET = 'whsec_billingapitestsecret0123456789';
const DAY_MS = 24 * 60 * 60 * 1000;

describe.runIf(stripeMockUrl())('billing on Stripe (stripe-mock)', () => {
  let s: BillingTestApp;
  let mode: StripeTestMode;
  beforeAll(async () => {
    mode = await startStripeTestMode(stripeMockUrl()!);
    s = await startBillingApp({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_billingapi',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_URL: mode.url,
    });
  });
  afterEach(() => s.resetClock());
  afterAll(async () => {
    await s?.close();
    await mode?.close();
  });

  const send = (w: { rawBody: string; headers: Record<string, string> }) =>
    s.api.webhook('stripe', w.rawBody, w.headers);
  const daysUntil = (iso: string) => Math.ceil((Date.parse(iso) - s.clock().getTime()) / DAY_MS);

  /** A member's open order and the Checkout Session billing opened for it at Stripe. */
  async function openOrder() {
    const m = await s.register();
    const res = await s.api.checkout(m.auth, 'six_months').expect(201);
    const sessionId = String(res.body.checkoutUrl).split('/').at(-1)!;
    return { m, order: res.body.order as Order, checkoutUrl: String(res.body.checkoutUrl), sessionId };
  }

  /** Stripe's `checkout.session.completed` after she paid with 4242… on the hosted page. */
  function completed(sessionId: string, orderId: string) {
    const intent = newId('pi');
    const customer = newId('cus');
    mode.paid(intent, 'pm_card_visa', customer);
    const session = {
      id: sessionId,
      object: 'checkout.session',
      client_reference_id: orderId,
      customer,
      payment_intent: intent,
      payment_status: 'paid',
      status: 'complete',
    };
    return { intent, webhook: stripeWebhook(SECRET, 'checkout.session.completed', session, s.clock()) };
  }

  /** A member whose six months were paid at Stripe and applied. */
  async function paidMember() {
    const o = await openOrder();
    const { intent, webhook } = completed(o.sessionId, o.order.id);
    expect((await send(webhook).expect(200)).body).toEqual({ received: true, applied: true });
    const order = await s.settledOrder(o.m.auth, o.order.id);
    return { ...o, order, intent };
  }

  const refunded = (intent: string, amount: number, at = s.clock()) =>
    stripeWebhook(SECRET, 'charge.refunded', { id: newId('ch'), object: 'charge', payment_intent: intent, amount_refunded: amount }, at);
  const dispute = (type: string, intent: string, id: string, status: string, at = s.clock()) =>
    stripeWebhook(SECRET, type, { id, object: 'dispute', payment_intent: intent, status }, at);

  it('opens a Checkout Session in AED for the order, saving the card, back to her page in her language', async () => {
    const { order, checkoutUrl, sessionId } = await openOrder();
    expect(checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const asked = mode.session(sessionId)!;
    expect(asked.get('mode')).toBe('payment');
    expect(asked.get('client_reference_id')).toBe(order.id);
    expect(asked.get('line_items[0][price_data][currency]')).toBe('aed');
    expect(Number(asked.get('line_items[0][price_data][unit_amount]'))).toBe(order.totalMinor);
    expect(asked.get('customer_creation')).toBe('always');
    expect(asked.get('payment_intent_data[setup_future_usage]')).toBe('off_session');
    // Checkout has no Arabic: it follows her browser, and brings her back to the Arabic site.
    expect(asked.get('locale')).toBe('auto');
    expect(new URL(asked.get('success_url')!).pathname + new URL(asked.get('success_url')!).search).toBe(
      resultPath(order.id, 'ar'),
    );
    expect(asked.get('cancel_url')).toBe(asked.get('success_url'));
    // Nothing names a payment method type: Stripe offers cards, Apple Pay and Google Pay itself.
    expect([...asked.keys()].some((k) => k.startsWith('payment_method_types'))).toBe(false);
  });

  it('applies a valid signed checkout.session.completed: the plan runs, the receipt shows the card', async () => {
    const { m, order } = await paidMember();
    expect(order).toMatchObject({ stage: 'Completed', payment: 'Paid', card: { brand: 'visa', last4: '4242' } });
    expect((await s.api.me(m.auth).expect(200)).body).toMatchObject({ state: 'active', active: true });
    expect((await s.api.receipt(m.auth, order.id).expect(200)).body).toMatchObject({ refunds: [] });
  });

  it('refuses a tampered body, a wrong secret, no signature and a stale or future timestamp', async () => {
    const { m, order, sessionId } = await openOrder();
    const { webhook } = completed(sessionId, order.id);
    const other = (await openOrder()).order.id;
    await send({ rawBody: webhook.rawBody.replace(order.id, other), headers: webhook.headers }).expect(400);
    await send({ rawBody: webhook.rawBody, headers: signedStripeHeaders('whsec_notthesecret', webhook.rawBody, s.clock()) }).expect(400);
    await send({ rawBody: webhook.rawBody, headers: { 'content-type': 'application/json' } }).expect(400);
    const stale = signedStripeHeaders(SECRET, webhook.rawBody, new Date(s.clock().getTime() - 10 * 60_000));
    expect((await send({ rawBody: webhook.rawBody, headers: stale }).expect(400)).body.code).toBe('bad_webhook');
    const ahead = signedStripeHeaders(SECRET, webhook.rawBody, new Date(s.clock().getTime() + 10 * 60_000));
    await send({ rawBody: webhook.rawBody, headers: ahead }).expect(400);
    expect((await s.api.order(m.auth, order.id).expect(200)).body).toMatchObject({ stage: 'Pending', payment: 'NotPaid' });
    // The genuine one still applies.
    await send(webhook).expect(200);
    expect((await s.settledOrder(m.auth, order.id)).stage).toBe('Completed');
  });

  it('applies a replayed event once, and an out-of-order one without a second effect', async () => {
    const { m, order, sessionId } = await openOrder();
    const { webhook, intent } = completed(sessionId, order.id);
    await send(webhook).expect(200);
    await s.settledOrder(m.auth, order.id);
    // Stripe retries a delivery with the same event id, signed again.
    const again = { rawBody: webhook.rawBody, headers: signedStripeHeaders(SECRET, webhook.rawBody, s.clock()) };
    expect((await send(again).expect(200)).body).toEqual({ received: true, applied: false });
    expect(await s.outboxOf('payment.succeeded', m.id)).toHaveLength(1);
    expect(await s.outboxOf('subscription.started', m.id)).toHaveLength(1);
    // A failure reported after the success (another event id): the paid order stays paid.
    const failed = stripeWebhook(SECRET, 'checkout.session.async_payment_failed', {
      id: sessionId,
      object: 'checkout.session',
      client_reference_id: order.id,
      payment_status: 'unpaid',
    }, s.clock());
    expect((await send(failed).expect(200)).body.applied).toBe(false);
    expect((await s.api.order(m.auth, order.id).expect(200)).body).toMatchObject({ stage: 'Completed', payment: 'Paid' });
    // Refund totals arriving newest first: the older, smaller total changes nothing.
    await send(refunded(intent, 10_000)).expect(200);
    expect((await send(refunded(intent, 5_000)).expect(200)).body.applied).toBe(false);
    expect((await s.api.order(m.auth, order.id).expect(200)).body).toMatchObject({
      payment: 'PartlyRefunded',
      refundedMinor: 10_000,
    });
  });

  it('acknowledges an event type it has no use for, logging the type and nothing of the member', async () => {
    const email = `someone-${newId('x')}@example.com`;
    const w = stripeWebhook(SECRET, 'customer.updated', { id: newId('cus'), object: 'customer', email }, s.clock());
    expect((await send(w).expect(200)).body).toEqual({ received: true, applied: false });
    expect(s.logLines.some((l) => l.includes('customer.updated'))).toBe(true);
    expect(s.logLines.some((l) => l.includes(email))).toBe(false);
  });

  it('a whole refund reported by Stripe ends the plan at once; the member is told; her receipt shows it', async () => {
    const { m, order, intent } = await paidMember();
    expect((await send(refunded(intent, order.totalMinor)).expect(200)).body.applied).toBe(true);
    expect((await s.api.order(m.auth, order.id).expect(200)).body).toMatchObject({
      stage: 'Completed',
      payment: 'Refunded',
      refundedMinor: order.totalMinor,
    });
    const me = (await s.api.me(m.auth).expect(200)).body;
    expect(me).toMatchObject({ active: false, subscription: { status: 'expired' } });
    expect(me.notices[0].kind).toBe('payment_refunded');
    expect((await s.api.receipt(m.auth, order.id).expect(200)).body.refunds).toEqual([
      { amountMinor: order.totalMinor, at: expect.any(String) },
    ]);
    await eventually(() => s.eventsOf('entitlement.changed', m.id).at(-1)?.payload.premiumUntil === null);
  });

  it('a dispute flags the order for staff and holds renewals until it is won', async () => {
    const admin = await s.bearer('admin');
    const { m, order, intent } = await paidMember();
    const id = newId('dp');
    expect((await send(dispute('charge.dispute.created', intent, id, 'needs_response')).expect(200)).body.applied).toBe(true);
    expect((await s.api.adminOrder(admin, order.id).expect(200)).body.dispute).toBe('open');
    const end = (await s.api.me(m.auth).expect(200)).body.subscription.currentPeriodEnd;
    s.advanceDays(daysUntil(end) + 1);
    await s.sweep();
    // Nothing was charged: no renewal order, and the plan's paid period is over.
    const orders = async () => (await s.api.me(m.auth).expect(200)).body;
    expect((await orders()).active).toBe(false);
    expect(await s.outboxOf('subscription.renewed', m.id)).toHaveLength(0);
    expect(s.logLines.some((l) => l.includes('renewal held'))).toBe(true);
    // The close releases the renewals; a "created" for it arriving late (older) changes nothing.
    await send(dispute('charge.dispute.closed', intent, id, 'won')).expect(200);
    expect((await s.api.adminOrder(admin, order.id).expect(200)).body.dispute).toBe('won');
    const late = dispute('charge.dispute.created', intent, id, 'needs_response', new Date(s.clock().getTime() - DAY_MS));
    late.headers = signedStripeHeaders(SECRET, late.rawBody, s.clock());
    expect((await send(late).expect(200)).body.applied).toBe(false);
    expect((await s.api.adminOrder(admin, order.id).expect(200)).body.dispute).toBe('won');
    await s.sweep();
    await eventually(async () => (await orders()).active === true);
    expect(await s.outboxOf('subscription.renewed', m.id)).toHaveLength(1);
  });

  it('renews off-session on the saved card, then staff refund part, then the rest (audited)', async () => {
    const admin = await s.bearer('admin');
    const { m } = await paidMember();
    const first = (await s.api.me(m.auth).expect(200)).body.subscription;
    s.advanceDays(daysUntil(first.currentPeriodEnd) + 1);
    await s.sweep();
    const me = (await s.api.me(m.auth).expect(200)).body;
    expect(me).toMatchObject({ active: true, subscription: { currentPeriodStart: first.currentPeriodEnd } });
    const renewal = (await s.outboxOf('payment.succeeded', m.id)).at(-1)!.envelope.payload as { orderId: string };
    const paid = (await s.api.adminOrder(admin, renewal.orderId).expect(200)).body;
    expect(paid).toMatchObject({ kind: 'renewal', payment: 'Paid', card: { brand: 'visa', last4: '4242' } });

    await s.api.refund(admin, renewal.orderId, { amountMinor: paid.totalMinor + 1, reason: 'too much', refundedBefore: 0 }).expect(400);
    await s.api.refund(admin, renewal.orderId, { amountMinor: 100, refundedBefore: 0 }).expect(400);
    await s.api.refund(m.auth, renewal.orderId, { amountMinor: 100, reason: 'member may not', refundedBefore: 0 }).expect(403);
    const part = await s.api.refund(admin, renewal.orderId, { amountMinor: 5_000, reason: 'goodwill: a week of outage', refundedBefore: 0 }).expect(200);
    expect(part.body).toMatchObject({ payment: 'PartlyRefunded', refundedMinor: 5_000, refundableMinor: paid.totalMinor - 5_000 });
    expect((await s.api.me(m.auth).expect(200)).body.active).toBe(true);
    const rest = await s.api.refund(admin, renewal.orderId, { amountMinor: paid.totalMinor - 5_000, reason: 'asked to leave', refundedBefore: 5_000 }).expect(200);
    expect(rest.body).toMatchObject({ payment: 'Refunded', refundableMinor: 0 });
    expect((await s.api.me(m.auth).expect(200)).body).toMatchObject({ active: false, subscription: { status: 'expired' } });
    expect((await s.api.refund(admin, renewal.orderId, { amountMinor: 1, reason: 'again', refundedBefore: paid.totalMinor }).expect(409)).body.code).toBe('not_refundable');
    // The staff audit lines were written with the change.
    const audit = await s.database.db.select().from(outbox).where(eq(outbox.type, 'staff.acted'));
    const lines = audit.map((r) => r.envelope.payload as { action: string; targetId: string; reason: string });
    expect(lines.filter((l) => l.action === 'order.refund' && l.targetId === renewal.orderId)).toHaveLength(2);
    expect(lines.some((l) => l.reason.includes('goodwill: a week of outage'))).toBe(true);
    expect((await s.api.receipt(m.auth, renewal.orderId).expect(200)).body.refunds).toHaveLength(2);
  });
});
