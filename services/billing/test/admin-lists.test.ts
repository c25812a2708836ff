import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/store/schema.js';
import { startBillingApp, type BillingTestApp } from './support/billing-app.js';

/*
 * One app of its own: the lists' totals here count only what this file made.
 * Buyer bought six months and canceled at the period's end; Waiting has an open one-year order;
 * Amina and Omar started trials.
 */
let s: BillingTestApp;
let admin: string;
const people: Record<string, { id: string; auth: string }> = {};
const orderOf: Record<string, { id: string; number: string }> = {};

beforeAll(async () => {
  s = await startBillingApp();
  admin = await s.bearer('admin');
  for (const name of ['buyer', 'waiting', 'amina', 'omar']) people[name] = await s.register();
  const bought = await s.buy(people.buyer!.auth, 'six_months');
  orderOf.buyer = bought.order;
  await request(s.app)
    .post('/api/billing/subscription/cancel')
    .set('Authorization', people.buyer!.auth)
    .expect(200);
  const open = await s.api.checkout(people.waiting!.auth, 'one_year').expect(201);
  orderOf.waiting = open.body.order;
  await s.api.startTrial(people.amina!.auth).expect(201);
  await s.api.startTrial(people.omar!.auth).expect(201);
}, 60_000);
afterAll(() => s.close());

const list = (resource: string, query: Record<string, string | object> = {}, auth = admin) =>
  request(s.app)
    .get(`/api/billing/admin/${resource}`)
    .query(
      Object.fromEntries(
        Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
      ),
    )
    .set('Authorization', auth);
const ids = (res: { body: { id: string }[] }) => res.body.map((r) => r.id);

describe('who may read the billing lists', () => {
  const paths = () => [
    '/admin/orders',
    `/admin/orders/${orderOf.buyer!.id}`,
    '/admin/subscriptions',
    '/admin/trials',
    `/admin/trials/${people.amina!.id}`,
  ];

  it('admins only: moderators and members get 403, guests 401', async () => {
    for (const path of paths()) {
      await request(s.app).get(`/api/billing${path}`).set('Authorization', admin).expect(200);
      for (const role of ['moderator', 'member'] as const)
        await request(s.app)
          .get(`/api/billing${path}`)
          .set('Authorization', await s.bearer(role))
          .expect(403);
      await request(s.app).get(`/api/billing${path}`).expect(401);
    }
  });
});

describe('GET /admin/orders', () => {
  it('answers the rows newest first by default, with Content-Range', async () => {
    const res = await list('orders').expect(200);
    expect(res.headers['content-range']).toBe('orders 0-1/2');
    expect(ids(res)).toEqual([orderOf.waiting!.id, orderOf.buyer!.id]);
    expect(res.body[1]).toEqual({
      id: orderOf.buyer!.id,
      number: expect.stringMatching(/^MW-\d{6}$/),
      memberId: people.buyer!.id,
      kind: 'purchase',
      planId: 'six_months',
      months: 6,
      stage: 'Completed',
      payment: 'Paid',
      failure: null,
      currency: 'AED',
      listPriceMinor: 60000,
      priceMinor: 30000,
      creditMinor: 0,
      amountMinor: 30000,
      vatMinor: 1500,
      totalMinor: 31500,
      // The plan the paid order started.
      subscriptionId: expect.any(String),
      createdAt: expect.any(String),
      paidAt: expect.any(String),
      card: { brand: expect.any(String), last4: expect.stringMatching(/^\d{4}$/) },
      refundedMinor: 0,
      refundableMinor: 31500,
      dispute: null,
    });
    const oldest = await list('orders', { sort: ['createdAt', 'ASC'] }).expect(200);
    expect(ids(oldest)).toEqual([orderOf.buyer!.id, orderOf.waiting!.id]);
    const count = await list('orders', { range: [0, 0] }).expect(200);
    expect(count.headers['content-range']).toBe('orders 0-0/2');
  });

  it('filters by stage, payment, member, plan, kind and the order number', async () => {
    const only = async (filter: object) => ids(await list('orders', { filter }).expect(200));
    expect(await only({ stage: 'Pending' })).toEqual([orderOf.waiting!.id]);
    expect(await only({ payment: 'Paid' })).toEqual([orderOf.buyer!.id]);
    expect(await only({ memberId: people.waiting!.id })).toEqual([orderOf.waiting!.id]);
    expect(await only({ planId: 'six_months' })).toEqual([orderOf.buyer!.id]);
    expect(await only({ kind: 'renewal' })).toEqual([]);
    const number = orderOf.buyer!.number;
    expect(await only({ q: number })).toEqual([orderOf.buyer!.id]);
    expect(await only({ q: number.toLowerCase() })).toEqual([orderOf.buyer!.id]);
    expect(await only({ q: String(Number(number.slice(3))) })).toEqual([orderOf.buyer!.id]);
    expect(await only({ q: orderOf.waiting!.id })).toEqual([orderOf.waiting!.id]);
    expect(await only({ q: 'MW-999999' })).toEqual([]);
    expect(await only({ q: 'Khadija' })).toEqual([]);
    expect(await only({ id: [orderOf.buyer!.id] })).toEqual([orderOf.buyer!.id]);
  });

  it('refuses filters and sorts it does not know with a 400, and an unknown id with a 404', async () => {
    for (const filter of [{ stage: 'Shipping' }, { memberId: 'x' }, { planId: 'forever' }])
      expect((await list('orders', { filter }).expect(400)).body.code).toBe('invalid_filter');
    expect((await list('orders', { sort: ['cardLast4', 'ASC'] }).expect(400)).body.code).toBe('invalid_sort');
    await request(s.app)
      .get(`/api/billing/admin/orders/${randomUUID()}`)
      .set('Authorization', admin)
      .expect(404);
  });
});

describe('GET /admin/subscriptions', () => {
  it('answers plans with their status and cancel at period end, filtered', async () => {
    const all = await list('subscriptions').expect(200);
    expect(all.headers['content-range']).toBe('subscriptions 0-0/1');
    const plan = all.body[0];
    expect(plan).toEqual({
      id: expect.any(String),
      memberId: people.buyer!.id,
      planId: 'six_months',
      months: 6,
      status: 'canceling',
      currentPeriodStart: expect.any(String),
      currentPeriodEnd: expect.any(String),
      cancelAtPeriodEnd: true,
      graceEndsAt: null,
      endedAt: null,
      createdAt: expect.any(String),
    });
    const count = async (filter: object) =>
      (await list('subscriptions', { filter, range: [0, 0] }).expect(200)).headers['content-range'];
    expect(await count({ status: 'active' })).toBe('subscriptions 0-0/0');
    expect(await count({ status: 'canceling' })).toBe('subscriptions 0-0/1');
    expect(await count({ running: true })).toBe('subscriptions 0-0/1');
    expect(await count({ running: false })).toBe('subscriptions 0-0/0');
    expect(await count({ memberId: people.waiting!.id })).toBe('subscriptions 0-0/0');
    expect(await count({ planId: 'six_months', memberId: people.buyer!.id })).toBe('subscriptions 0-0/1');
    await list('subscriptions', { filter: { status: 'paused' } }).expect(400);
    await list('subscriptions', { filter: { running: 'maybe' } }).expect(400);

    const one = await request(s.app)
      .get(`/api/billing/admin/subscriptions/${plan.id}`)
      .set('Authorization', admin)
      .expect(200);
    expect(one.body).toEqual(plan);
    await request(s.app)
      .get(`/api/billing/admin/subscriptions/${randomUUID()}`)
      .set('Authorization', admin)
      .expect(404);
  });
});

describe('GET /admin/trials', () => {
  it("judges active and ended by billing's clock, in the query", async () => {
    const count = async (filter: object) =>
      (await list('trials', { filter, range: [0, 0] }).expect(200)).headers['content-range'];
    const all = await list('trials').expect(200);
    // Newest first: Omar started after Amina.
    expect(ids(all)).toEqual([people.omar!.id, people.amina!.id]);
    expect(all.body[1]).toEqual({
      id: people.amina!.id,
      memberId: people.amina!.id,
      startedAt: expect.any(String),
      endsAt: expect.any(String),
      status: 'active',
    });
    expect(await count({ status: 'active' })).toBe('trials 0-0/2');
    expect(await count({ status: 'ended' })).toBe('trials 0-0/0');
    expect(await count({ memberId: people.amina!.id })).toBe('trials 0-0/1');

    s.advanceDays(15);
    try {
      expect(await count({ status: 'active' })).toBe('trials 0-0/0');
      expect(await count({ status: 'ended' })).toBe('trials 0-0/2');
      const one = await request(s.app)
        .get(`/api/billing/admin/trials/${people.amina!.id}`)
        .set('Authorization', admin)
        .expect(200);
      expect(one.body.status).toBe('ended');
    } finally {
      s.resetClock();
    }
    await list('trials', { filter: { status: 'expired' } }).expect(400);
    await request(s.app)
      .get(`/api/billing/admin/trials/${people.buyer!.id}`)
      .set('Authorization', admin)
      .expect(404);
  });
});

describe('PUT /admin/plans/{id} is audited', () => {
  const auditOf = async () =>
    (
      await s.database.db
        .select()
        .from(outbox)
        .where(
          and(eq(outbox.type, 'staff.acted'), sql`${outbox.envelope}->'payload'->>'targetId' = 'six_months'`),
        )
        .orderBy(outbox.seq)
    ).map((r) => r.envelope.payload);
  const names = { ar: 'ستة أشهر', en: '6 months', ur: 'چھ ماہ', fa: 'شش ماه', tr: '6 ay' };

  it('appends one plan.update with the new prices; a refused price appends nothing', async () => {
    const adminId = randomUUID();
    const put = async (body: object, auth?: string) =>
      request(s.app)
        .put('/api/billing/admin/plans/six_months')
        .set('Authorization', auth ?? (await s.bearer('admin', adminId)))
        .send(body);
    // A 67% discount is refused, and a moderator may not price: neither leaves a line.
    expect((await put({ listPriceMinor: 60000, priceMinor: 20000, names })).status).toBe(400);
    expect(
      (await put({ listPriceMinor: 60000, priceMinor: 30000, names }, await s.bearer('moderator'))).status,
    ).toBe(403);
    expect(await auditOf()).toEqual([]);
    expect((await put({ listPriceMinor: 60000, priceMinor: 27000, names })).status).toBe(200);
    expect(await auditOf()).toEqual([
      expect.objectContaining({
        actorId: adminId,
        actorRole: 'admin',
        action: 'plan.update',
        targetType: 'plan',
        targetId: 'six_months',
        memberId: null,
        reason: 'priceMinor 27000, listPriceMinor 60000',
      }),
    ]);
  });
});
