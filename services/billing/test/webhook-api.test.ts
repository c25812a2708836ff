import { uuidv7 } from '@mawadda/kit';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNATURE_HEADER, signWebhook } from '../src/payments/sandbox/index.js';
import { startBillingApp, type BillingTestApp } from './support/billing-app.js';

let s: BillingTestApp;
beforeAll(async () => {
  s = await startBillingApp();
});
afterAll(() => s.close());

/** A provider event for an order, as the sandbox would send it. */
const succeeded = (orderId: string, sessionId: string, id = uuidv7()) =>
  JSON.stringify({
    id,
    type: 'checkout.succeeded',
    sessionId,
    orderId,
    paymentRef: `pay_${id}`,
    paymentMethodRef: `pm_${id}`,
    card: { brand: 'visa', last4: '4242' },
    at: new Date().toISOString(),
  });

const post = (body: string, signature?: string) => {
  const req = request(s.app).post('/api/billing/webhooks/sandbox').set('Content-Type', 'application/json');
  if (signature) req.set(SIGNATURE_HEADER, signature);
  return req.send(body);
};

/** An open order and its sandbox session id (from its checkout URL). */
async function openOrder() {
  const m = await s.register();
  const res = await s.api.checkout(m.auth, 'six_months').expect(201);
  const sessionId = String(res.body.checkoutUrl).split('/').at(-1)!;
  return { m, orderId: res.body.order.id as string, sessionId };
}

describe('the payment webhook', () => {
  it('applies a signed event once: a replay of the same event changes nothing', async () => {
    const { m, orderId, sessionId } = await openOrder();
    const body = succeeded(orderId, sessionId);
    const first = await post(body, signWebhook(s.secret, body, new Date())).expect(200);
    expect(first.body).toEqual({ received: true, applied: true });
    const order = await s.settledOrder(m.auth, orderId);
    expect(order.stage).toBe('Completed');
    const replay = await post(body, signWebhook(s.secret, body, new Date())).expect(200);
    expect(replay.body).toEqual({ received: true, applied: false });
    expect(await s.outboxOf('payment.succeeded', m.id)).toHaveLength(1);
    expect(await s.outboxOf('subscription.started', m.id)).toHaveLength(1);
  });

  it('refuses a forged signature, a tampered body, a missing signature and a stale timestamp', async () => {
    const { m, orderId, sessionId } = await openOrder();
    const body = succeeded(orderId, sessionId);
    const forged = signWebhook('not-the-secret-at-all-0123456789abcdef', body, new Date());
    expect((await post(body, forged).expect(400)).body.code).toBe('bad_webhook');
    const tampered = body.replace('six', 'six');
    await post(tampered.replace('"visa"', '"amex"'), signWebhook(s.secret, body, new Date())).expect(400);
    await post(body).expect(400);
    const stale = signWebhook(s.secret, body, new Date(Date.now() - 10 * 60_000));
    await post(body, stale).expect(400);
    expect((await s.api.order(m.auth, orderId).expect(200)).body).toMatchObject({
      stage: 'Pending',
      payment: 'NotPaid',
    });
    expect(s.logLines.some((l) => l.includes('webhook refused'))).toBe(true);
  });

  it('ignores an event for a session that is not the order’s, and refuses garbage', async () => {
    const { m, orderId } = await openOrder();
    const body = succeeded(orderId, uuidv7());
    expect((await post(body, signWebhook(s.secret, body, new Date())).expect(200)).body.applied).toBe(false);
    expect((await s.api.order(m.auth, orderId).expect(200)).body.stage).toBe('Pending');
    const junk = '{"hello":"world"}';
    await post(junk, signWebhook(s.secret, junk, new Date())).expect(400);
    await request(s.app).post('/api/billing/webhooks/stripe').send(junk).expect(404);
  });
});
