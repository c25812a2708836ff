import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS } from '../src/payments/sandbox/index.js';
import { OrderStore } from '../src/store/order-store.js';
import { eventually, startBillingApp, type BillingTestApp } from './support/billing-app.js';

let s: BillingTestApp;
beforeAll(async () => {
  s = await startBillingApp();
});
afterEach(() => s.resetClock());
afterAll(() => s.close());

const cards = SANDBOX_TEST_CARDS;

describe('plans', () => {
  it('lists both plans with list price, discount, VAT and total, in the language asked for', async () => {
    const ar = (await request(s.app).get('/api/billing/plans?lang=ar').expect(200)).body;
    expect(ar.locale).toBe('ar');
    expect(ar.items).toEqual([
      expect.objectContaining({
        id: 'six_months',
        months: 6,
        name: 'ستة أشهر',
        bestValue: false,
        listPriceMinor: 60000,
        priceMinor: 30000,
        discountPercent: 50,
        vatBasisPoints: 500,
        vatMinor: 1500,
        totalMinor: 31500,
      }),
      expect.objectContaining({
        id: 'one_year',
        months: 12,
        name: 'سنة واحدة',
        bestValue: true,
        listPriceMinor: 120000,
        priceMinor: 48000,
        discountPercent: 60,
        vatMinor: 2400,
        totalMinor: 50400,
      }),
    ]);
    const tr = (await request(s.app).get('/api/billing/plans?lang=tr').expect(200)).body;
    expect(tr.items.map((p: { name: string }) => p.name)).toEqual(['6 ay', '1 yıl']);
  });

  it('lets an admin reprice within the 60% limit, and refuses deeper or above list', async () => {
    const admin = await s.bearer('admin');
    const names = { ar: 'ستة أشهر', en: '6 months', ur: 'چھ ماہ', fa: 'شش ماه', tr: '6 ay' };
    const put = (body: object, auth = admin) =>
      request(s.app).put('/api/billing/admin/plans/six_months').set('Authorization', auth).send(body);
    await put({ listPriceMinor: 60000, priceMinor: 30000, names }, await s.bearer('moderator')).expect(403);
    await put({ listPriceMinor: 60000, priceMinor: 30000, names }, await s.bearer('member')).expect(403);
    const deep = await put({ listPriceMinor: 60000, priceMinor: 23999, names }).expect(400);
    expect(deep.body).toMatchObject({ code: 'discount_too_deep', field: 'priceMinor' });
    expect(deep.body.detail).toContain('60');
    await put({ listPriceMinor: 60000, priceMinor: 60001, names }).expect(400);
    const changed = await put({ listPriceMinor: 60000, priceMinor: 24000, names }).expect(200);
    expect(changed.body).toMatchObject({ discountPercent: 60, totalMinor: 25200 });
    await put({ listPriceMinor: 60000, priceMinor: 30000, names }).expect(200);
  });
});

describe('checkout and the sandbox payment', () => {
  it('asks for a plan first: no plan or an unknown one is the spec message on planId', async () => {
    const m = await s.register();
    for (const planId of [undefined, '', 'forever', 7]) {
      const res = await s.api.checkout(m.auth, planId).expect(400);
      expect(res.body).toMatchObject({ field: 'planId', messageKey: 'billing.error.selectPlan' });
    }
  });

  it('makes one order for a double click: the second answers the same open order', async () => {
    const m = await s.register();
    const [a, b] = await Promise.all([
      s.api.checkout(m.auth, 'one_year'),
      s.api.checkout(m.auth, 'one_year'),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.order.id).toBe(b.body.order.id);
    expect(a.body.checkoutUrl).toBe(b.body.checkoutUrl);
    const list = (await request(s.app).get('/api/billing/orders').set('Authorization', m.auth).expect(200))
      .body;
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      stage: 'Pending',
      payment: 'NotPaid',
      totalMinor: 50400,
      checkoutUrl: a.body.checkoutUrl,
    });
  });

  it('keeps the first checkout session of an order: a racing second one is never kept nor shown', async () => {
    const m = await s.register();
    const res = await s.api.checkout(m.auth, 'six_months').expect(201);
    const orders = new OrderStore();
    const late = await orders.attachSession(s.database.db, res.body.order.id, {
      sessionId: 'other',
      url: '/elsewhere',
    });
    expect(late).toBeUndefined();
    const again = await s.api.checkout(m.auth, 'six_months').expect(200);
    expect(again.body.checkoutUrl).toBe(res.body.checkoutUrl);
  });

  it('pays a year: Processing then Completed and Paid, premium for 12 months, with a receipt', async () => {
    const m = await s.register({ fullName: 'Amina Saleh' });
    const { order, returnTo } = await s.buy(m.auth, 'one_year');
    expect(returnTo).toBe(`/subscription/result?order=${order.id}`);
    expect(order).toMatchObject({
      stage: 'Completed',
      payment: 'Paid',
      planId: 'one_year',
      card: { brand: 'visa', last4: '4242' },
      checkoutUrl: null,
    });
    expect(order.number).toMatch(/^MW-\d{6,}$/);
    const me = (await s.api.me(m.auth).expect(200)).body;
    expect(me).toMatchObject({
      state: 'active',
      active: true,
      subscription: { planId: 'one_year', status: 'active' },
    });
    const months =
      (Date.parse(me.subscription.currentPeriodEnd) - Date.parse(me.subscription.currentPeriodStart)) /
      (24 * 3600 * 1000);
    expect(months).toBeGreaterThanOrEqual(365);
    expect(months).toBeLessThanOrEqual(366);
    const receipt = (
      await request(s.app)
        .get(`/api/billing/orders/${order.id}/receipt`)
        .set('Authorization', m.auth)
        .set('Accept-Language', 'ar')
        .expect(200)
    ).body;
    // The seller in the receipt's language, like every other word on it.
    expect(receipt).toMatchObject({
      order: { number: order.number, vatMinor: 2400, totalMinor: 50400, vatBasisPoints: 500 },
      seller: {
        name: 'مودة',
        address: 'دبي، الإمارات العربية المتحدة',
        vatNumber: expect.stringMatching(/^\d{15}$/),
      },
      billedTo: 'Amina Saleh',
    });
    const inEnglish = await request(s.app)
      .get(`/api/billing/orders/${order.id}/receipt?lang=en`)
      .set('Authorization', m.auth)
      .expect(200);
    expect(inEnglish.body.seller).toMatchObject({ name: 'Mawadda', address: 'Dubai, United Arab Emirates' });
    await eventually(
      () =>
        s.eventsOf('subscription.started', m.id).length === 1 &&
        s.eventsOf('payment.succeeded', m.id).length === 1,
    );
    await eventually(() => s.eventsOf('entitlement.changed', m.id).at(-1)?.payload.source === 'subscription');
  });

  it('keeps the trial days of a member who buys during the trial', async () => {
    const m = await s.register();
    const trial = (await s.api.startTrial(m.auth).expect(201)).body.trial;
    await s.buy(m.auth, 'six_months');
    const me = (await s.api.me(m.auth).expect(200)).body;
    const end = new Date(trial.endsAt);
    end.setUTCMonth(end.getUTCMonth() + 6);
    expect(me.subscription.currentPeriodEnd).toBe(end.toISOString());
  });

  it('sends the member back to the result page in their language', async () => {
    const m = await s.register();
    const res = await request(s.app)
      .post('/api/billing/checkout?lang=en')
      .set('Authorization', m.auth)
      .send({ planId: 'six_months' })
      .expect(201);
    const page = await request(s.app).get(res.body.checkoutUrl).expect(200);
    expect(page.text).toContain('lang="en"');
    const returnTo = await s.payAt(res.body.checkoutUrl, cards.declined.number);
    expect(returnTo).toBe(`/en/subscription/result?order=${res.body.order.id}`);
  });

  it('ends a declined card NotPaid, with no plan, and lets the member try again', async () => {
    const m = await s.register();
    const { order } = await s.buy(m.auth, 'one_year', cards.declined.number);
    expect(order).toMatchObject({ stage: 'NotPaid', payment: 'NotPaid', failure: 'declined', card: null });
    expect((await s.api.me(m.auth).expect(200)).body).toMatchObject({ active: false, subscription: null });
    await request(s.app)
      .get(`/api/billing/orders/${order.id}/receipt`)
      .set('Authorization', m.auth)
      .expect(404);
    const again = await s.buy(m.auth, 'one_year');
    expect(again.order.stage).toBe('Completed');
    expect(again.order.id).not.toBe(order.id);
  });

  it('runs the challenge step: approved pays, failed ends NotPaid (challenge_failed)', async () => {
    const a = await s.register();
    expect((await s.buy(a.auth, 'six_months', cards.challenge.number)).order.stage).toBe('Completed');
    const b = await s.register();
    const res = await s.api.checkout(b.auth, 'six_months').expect(201);
    await s.payAt(res.body.checkoutUrl, cards.challenge.number, 'fail');
    expect(await s.settledOrder(b.auth, res.body.order.id)).toMatchObject({
      stage: 'NotPaid',
      failure: 'challenge_failed',
    });
  });

  it('closes a checkout left unpaid as abandoned after 30 minutes', async () => {
    const m = await s.register();
    const res = await s.api.checkout(m.auth, 'six_months').expect(201);
    s.advanceDays(1 / 48 + 1 / 1440); // 31 minutes
    await s.sweep();
    expect((await s.api.order(m.auth, res.body.order.id).expect(200)).body).toMatchObject({
      stage: 'NotPaid',
      failure: 'abandoned',
      checkoutUrl: null,
    });
  });

  it('closes the open order of another plan as superseded when the member picks a different plan', async () => {
    const m = await s.register();
    const first = await s.api.checkout(m.auth, 'six_months').expect(201);
    const second = await s.api.checkout(m.auth, 'one_year').expect(201);
    expect(second.body.order.id).not.toBe(first.body.order.id);
    expect((await s.api.order(m.auth, first.body.order.id).expect(200)).body).toMatchObject({
      stage: 'NotPaid',
      failure: 'superseded',
    });
  });

  it('refuses the plan that runs, and a shorter one while a year runs', async () => {
    const m = await s.register();
    await s.buy(m.auth, 'one_year');
    expect((await s.api.checkout(m.auth, 'one_year').expect(409)).body.code).toBe('already_subscribed');
    expect((await s.api.checkout(m.auth, 'six_months').expect(409)).body.code).toBe('downgrade_not_allowed');
  });

  it('upgrades six months to a year with the unused part credited', async () => {
    const m = await s.register();
    await s.buy(m.auth, 'six_months');
    const up = await s.api.checkout(m.auth, 'one_year').expect(201);
    // Bought moments ago: nearly the whole 300 AED (before VAT) comes off the year's 480.
    expect(up.body.order.creditMinor).toBeGreaterThan(29_900);
    expect(up.body.order.creditMinor).toBeLessThanOrEqual(30_000);
    const net = 48_000 - up.body.order.creditMinor;
    expect(up.body.order.totalMinor).toBe(net + Math.floor((net * 500 + 5000) / 10000));
    await s.payAt(up.body.checkoutUrl, cards.pays.number);
    await s.settledOrder(m.auth, up.body.order.id);
    const me = (await s.api.me(m.auth).expect(200)).body;
    expect(me.subscription).toMatchObject({ planId: 'one_year', status: 'active' });
    await eventually(() => s.eventsOf('subscription.expired', m.id).length === 1);
  });

  it('shows a member only their own orders: another member gets 404', async () => {
    const owner = await s.register();
    const other = await s.register();
    const res = await s.api.checkout(owner.auth, 'six_months').expect(201);
    await s.api.order(other.auth, res.body.order.id).expect(404);
    await request(s.app)
      .get(`/api/billing/orders/${res.body.order.id}/receipt`)
      .set('Authorization', other.auth)
      .expect(404);
    expect(
      (await request(s.app).get('/api/billing/orders').set('Authorization', other.auth).expect(200)).body
        .items,
    ).toEqual([]);
  });

  it('never keeps or logs the card number', async () => {
    const m = await s.register();
    await s.buy(m.auth, 'six_months');
    const digits = cards.pays.number.replace(/ /g, '');
    expect(s.logLines.join('\n')).not.toContain(digits);
    const dump = await s.database.db.execute(
      // Every text column of billing's own tables, as one string.
      (await import('drizzle-orm'))
        .sql`select string_agg(t::text, ' ') as all from (select row_to_json(o)::text as t from billing.orders o union all select row_to_json(e)::text from billing.outbox e) x`,
    );
    expect(JSON.stringify(dump)).not.toContain(digits);
  });
});
