import { uuidv7 } from '@mawadda/kit';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhook, SIGNATURE_HEADER, SANDBOX_TEST_CARDS } from '../src/payments/sandbox/index.js';
import { startBillingApp, type BillingTestApp } from './support/billing-app.js';

// Refunds and disputes on the sandbox provider (the default): staff refund through the console's
// route, and the provider reports refunds and chargebacks by signed webhook.
let s: BillingTestApp;
beforeAll(async () => {
  s = await startBillingApp();
});
afterAll(() => s.close());

const signed = (event: Record<string, unknown>) => {
  const rawBody = JSON.stringify({ id: uuidv7(), at: new Date().toISOString(), ...event });
  return { rawBody, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(s.secret, rawBody, new Date()) } };
};
const send = (w: { rawBody: string; headers: Record<string, string> }) => s.api.webhook('sandbox', w.rawBody, w.headers);

/** A member with a paid six months, and the payment's reference (from the sandbox's own records). */
async function paidMember() {
  const m = await s.register();
  const { order } = await s.buy(m.auth, 'six_months', SANDBOX_TEST_CARDS.pays.number);
  const admin = await s.bearer('admin');
  return { m, order, admin };
}

async function paymentRefOf(orderId: string): Promise<string> {
  const { sql } = await import('drizzle-orm');
  const res = (await s.database.db.execute(sql`select payment_ref from billing.orders where id = ${orderId}`)) as unknown;
  const rows = (res as { rows?: { payment_ref: string }[] }).rows ?? (res as { payment_ref: string }[]);
  return rows[0]!.payment_ref;
}

describe('staff refunds on the sandbox', () => {
  it('a partial refund keeps the plan; the member is told and her receipt lists it', async () => {
    const { m, order, admin } = await paidMember();
    const res = await s.api.refund(admin, order.id, { amountMinor: 10_000, reason: 'a week of outage', refundedBefore: 0 }).expect(200);
    expect(res.body).toMatchObject({ payment: 'PartlyRefunded', refundedMinor: 10_000, refundableMinor: order.totalMinor - 10_000 });
    const me = (await s.api.me(m.auth).expect(200)).body;
    expect(me).toMatchObject({ active: true, subscription: { status: 'active' } });
    expect(me.notices[0].kind).toBe('payment_partly_refunded');
    const receipt = (await s.api.receipt(m.auth, order.id).expect(200)).body;
    expect(receipt.order).toMatchObject({ payment: 'PartlyRefunded', refundedMinor: 10_000 });
    expect(receipt.refunds).toEqual([{ amountMinor: 10_000, at: expect.any(String) }]);
  });

  it('a whole refund ends the plan at once and takes the premium away', async () => {
    const { m, order, admin } = await paidMember();
    await s.api.refund(admin, order.id, { amountMinor: order.totalMinor, reason: 'asked to leave in the first week', refundedBefore: 0 }).expect(200);
    expect((await s.api.order(m.auth, order.id).expect(200)).body).toMatchObject({ payment: 'Refunded', stage: 'Completed' });
    const me = (await s.api.me(m.auth).expect(200)).body;
    expect(me).toMatchObject({ active: false, subscription: { status: 'expired' } });
    expect(me.notices[0].kind).toBe('payment_refunded');
  });

  it('refuses what cannot be refunded, in the problem format with the field', async () => {
    const { m, order, admin } = await paidMember();
    const tooMuch = await s.api.refund(admin, order.id, { amountMinor: order.totalMinor + 1, reason: 'more than paid', refundedBefore: 0 }).expect(400);
    expect(tooMuch.body).toMatchObject({ code: 'refund_too_large' });
    const noReason = await s.api.refund(admin, order.id, { amountMinor: 100, reason: ' ', refundedBefore: 0 }).expect(400);
    expect(JSON.stringify(noReason.body)).toContain('reason');
    await s.api.refund(admin, order.id, { amountMinor: 1.5, reason: 'half a fils', refundedBefore: 0 }).expect(400);
    await s.api.refund(admin, uuidv7(), { amountMinor: 100, reason: 'no such order', refundedBefore: 0 }).expect(404);
    await s.api.refund(m.auth, order.id, { amountMinor: 100, reason: 'members may not', refundedBefore: 0 }).expect(403);
    const moderator = await s.bearer('moderator');
    await s.api.refund(moderator, order.id, { amountMinor: 100, reason: 'moderators may not', refundedBefore: 0 }).expect(403);
    // An unpaid order has nothing to give back.
    const other = await s.register();
    const open = (await s.api.checkout(other.auth, 'six_months').expect(201)).body.order;
    expect((await s.api.refund(admin, open.id, { amountMinor: 100, reason: 'not paid', refundedBefore: 0 }).expect(409)).body.code).toBe('not_refundable');
  });

  it('a double click refunds once, at once or a moment later; a stale form is refused', async () => {
    const { order, admin } = await paidMember();
    const body = { amountMinor: 2_000, reason: 'double click', refundedBefore: 0 };
    const [a, b] = await Promise.all([s.api.refund(admin, order.id, body), s.api.refund(admin, order.id, body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    await s.api.refund(admin, order.id, body).expect(200);
    expect((await s.api.adminOrder(admin, order.id).expect(200)).body.refundedMinor).toBe(2_000);
    // Another amount from a form that still shows nothing refunded: someone refunded meanwhile.
    const stale = { amountMinor: 3_000, reason: 'second admin', refundedBefore: 0 };
    expect((await s.api.refund(admin, order.id, stale).expect(409)).body.code).toBe('refund_stale');
    await s.api.refund(admin, order.id, { ...stale, refundedBefore: 2_000 }).expect(200);
    expect((await s.api.adminOrder(admin, order.id).expect(200)).body.refundedMinor).toBe(5_000);
  });
});

describe('refunds and disputes reported by the provider', () => {
  it('a signed refund webhook applies once, replays and older totals change nothing', async () => {
    const { m, order } = await paidMember();
    const paymentRef = await paymentRefOf(order.id);
    const w = signed({ type: 'payment.refunded', paymentRef, refundedMinor: 5_000 });
    expect((await send(w).expect(200)).body.applied).toBe(true);
    expect((await send(w).expect(200)).body.applied).toBe(false);
    expect((await send(signed({ type: 'payment.refunded', paymentRef, refundedMinor: 1_000 })).expect(200)).body.applied).toBe(false);
    expect((await s.api.order(m.auth, order.id).expect(200)).body).toMatchObject({ payment: 'PartlyRefunded', refundedMinor: 5_000 });
  });

  it('a dispute flags the order for staff until it closes', async () => {
    const { order, admin } = await paidMember();
    const paymentRef = await paymentRefOf(order.id);
    await send(signed({ type: 'dispute.opened', paymentRef, disputeRef: 'dp_1' })).expect(200);
    expect((await s.api.adminOrder(admin, order.id).expect(200)).body.dispute).toBe('open');
    // Staff find it among the orders by the dispute filter.
    const open = await request(s.app)
      .get('/api/billing/admin/orders')
      .query({ filter: JSON.stringify({ dispute: 'open' }) })
      .set('Authorization', admin)
      .expect(200);
    expect(open.body.map((o: { id: string }) => o.id)).toEqual([order.id]);
    await send(signed({ type: 'dispute.closed', paymentRef, disputeRef: 'dp_1', outcome: 'lost' })).expect(200);
    expect((await s.api.adminOrder(admin, order.id).expect(200)).body.dispute).toBe('lost');
  });
});
