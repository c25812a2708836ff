import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS } from '../src/payments/sandbox/index.js';
import { eventually, startBillingApp, type BillingTestApp } from './support/billing-app.js';

let s: BillingTestApp;
beforeAll(async () => {
  s = await startBillingApp();
});
afterEach(() => s.resetClock());
afterAll(() => s.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const cancel = (auth: string) =>
  request(s.app).post('/api/billing/subscription/cancel').set('Authorization', auth);
const resume = (auth: string) =>
  request(s.app).post('/api/billing/subscription/resume').set('Authorization', auth);
const daysUntil = (iso: string) => Math.ceil((Date.parse(iso) - s.clock().getTime()) / DAY_MS);

describe('the subscription life', () => {
  it('cancels at the period end and resumes; premium is unchanged by either', async () => {
    const m = await s.register();
    await cancel(m.auth).expect(409);
    await s.buy(m.auth, 'six_months');
    const canceled = (await cancel(m.auth).expect(200)).body;
    expect(canceled).toMatchObject({
      state: 'canceling',
      active: true,
      subscription: { status: 'canceling' },
    });
    expect((await cancel(m.auth).expect(409)).body.code).toBe('not_cancelable');
    const resumed = (await resume(m.auth).expect(200)).body;
    expect(resumed).toMatchObject({ state: 'active', subscription: { status: 'active' } });
    expect((await resume(m.auth).expect(409)).body.code).toBe('not_resumable');
    await eventually(
      () =>
        s.eventsOf('subscription.canceled', m.id).length === 1 &&
        s.eventsOf('subscription.resumed', m.id).length === 1,
    );
  });

  it('expires a canceled plan at its end, moving the clock: premium ends, announced, told', async () => {
    const m = await s.register();
    await s.buy(m.auth, 'six_months');
    await cancel(m.auth).expect(200);
    const end = (await s.api.me(m.auth).expect(200)).body.subscription.currentPeriodEnd;
    s.advanceDays(daysUntil(end) + 1);
    expect((await s.api.me(m.auth).expect(200)).body.active).toBe(false);
    await s.sweep();
    const me = (await s.api.me(m.auth).expect(200)).body;
    expect(me).toMatchObject({ state: 'expired', active: false, subscription: { status: 'expired' } });
    expect(me.notices[0].kind).toBe('subscription_expired');
    await eventually(() => s.eventsOf('subscription.expired', m.id).length === 1);
    await eventually(() => s.eventsOf('entitlement.changed', m.id).at(-1)?.payload.premiumUntil === null);
    // Bought again after it ended: a new plan.
    expect((await s.buy(m.auth, 'six_months')).order.stage).toBe('Completed');
  });

  it('renews at the period end with the saved card: a new order Paid, the next period, told', async () => {
    const m = await s.register();
    await s.buy(m.auth, 'six_months');
    const first = (await s.api.me(m.auth).expect(200)).body.subscription;
    s.advanceDays(daysUntil(first.currentPeriodEnd) + 1);
    await s.sweep();
    const me = (await s.api.me(m.auth).expect(200)).body;
    expect(me).toMatchObject({
      state: 'active',
      active: true,
      subscription: { status: 'active', currentPeriodStart: first.currentPeriodEnd },
    });
    expect(me.notices[0]).toMatchObject({
      kind: 'subscription_renewed',
      until: me.subscription.currentPeriodEnd,
    });
    const orders = (await request(s.app).get('/api/billing/orders').set('Authorization', m.auth).expect(200))
      .body.items;
    expect(orders).toHaveLength(2);
    expect(orders[0]).toMatchObject({ stage: 'Completed', payment: 'Paid', totalMinor: 31500 });
    await s.sweep(); // nothing is charged twice
    expect(
      (await request(s.app).get('/api/billing/orders').set('Authorization', m.auth).expect(200)).body.items,
    ).toHaveLength(2);
    await eventually(() => s.eventsOf('subscription.renewed', m.id).length === 1);
  });

  it('gives a short grace when a renewal is declined, retries, then expires', async () => {
    const m = await s.register();
    await s.buy(m.auth, 'six_months', SANDBOX_TEST_CARDS.renewalsDeclined.number);
    const first = (await s.api.me(m.auth).expect(200)).body.subscription;
    s.advanceDays(daysUntil(first.currentPeriodEnd));
    await s.sweep();
    let me = (await s.api.me(m.auth).expect(200)).body;
    expect(me).toMatchObject({ state: 'grace', active: true, subscription: { status: 'grace' } });
    expect(Date.parse(me.subscription.graceEndsAt) - Date.parse(first.currentPeriodEnd)).toBe(3 * DAY_MS);
    expect(me.notices[0]).toMatchObject({ kind: 'renewal_failed', until: me.subscription.graceEndsAt });
    // Cancel is not offered in grace; buying anew is (it replaces the unpaid plan).
    expect((await cancel(m.auth).expect(409)).body.code).toBe('not_cancelable');
    s.advanceDays(4);
    await s.sweep();
    me = (await s.api.me(m.auth).expect(200)).body;
    expect(me).toMatchObject({ state: 'expired', active: false, subscription: { status: 'expired' } });
    const orders = (await request(s.app).get('/api/billing/orders').set('Authorization', m.auth).expect(200))
      .body.items;
    expect(orders[0]).toMatchObject({ stage: 'NotPaid', failure: 'declined' });
    await eventually(() => s.eventsOf('payment.failed', m.id).length >= 1);
  });

  it('numbers entitlement.changed per member in order', async () => {
    const m = await s.register();
    await s.api.startTrial(m.auth).expect(201);
    await s.buy(m.auth, 'six_months');
    await eventually(() => s.eventsOf('entitlement.changed', m.id).length === 2);
    expect(s.eventsOf('entitlement.changed', m.id).map((e) => e.payload.version)).toEqual([1, 2]);
  });
});

describe('the jobs, without the sweep', () => {
  // The table queue runs jobs by the service's clock: moving it makes them due. BullMQ runs them by
  // the real clock, so on the real engines the sweep above stands for them.
  it.skipIf(!!process.env.REDIS_URL)('end a trial by themselves once the clock passes its end', async () => {
    const m = await s.register();
    await s.api.startTrial(m.auth).expect(201);
    s.advanceDays(15);
    await eventually(async () => (await s.outboxOf('subscription.expired', m.id)).length === 1, 10_000);
    expect((await s.api.me(m.auth).expect(200)).body.notices.map((n: { kind: string }) => n.kind)).toContain(
      'trial_ended',
    );
  });
});
