import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startBillingApp, type BillingTestApp } from './support/billing-app.js';

let s: BillingTestApp;
beforeAll(async () => {
  s = await startBillingApp();
});
afterEach(() => s.resetClock());
afterAll(() => s.close());

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the free trial, started by the member', () => {
  it('is not given at registration: a new member may start it', async () => {
    const amina = await s.register();
    const me = (await s.api.me(amina.auth).expect(200)).body;
    expect(me).toMatchObject({
      state: 'none',
      trial: null,
      trialAvailable: true,
      active: false,
      activeUntil: null,
    });
    expect(await s.outboxOf('trial.started', amina.id)).toHaveLength(0);
  });

  it('runs 14 days from the start, with no payment details, announced as trial.started and entitlement.changed', async () => {
    const amina = await s.register();
    const before = Date.now();
    const res = await s.api.startTrial(amina.auth).expect(201);
    const started = Date.parse(res.body.trial.startedAt);
    expect(started).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(res.body.trial.endsAt) - started).toBe(14 * DAY_MS);
    expect(res.body).toMatchObject({
      state: 'trialing',
      active: true,
      activeUntil: res.body.trial.endsAt,
      trialAvailable: false,
    });
    await eventually(() => s.eventsOf('entitlement.changed', amina.id).length === 1);
    expect(s.eventsOf('entitlement.changed', amina.id)[0]!.payload).toMatchObject({
      premiumUntil: res.body.trial.endsAt,
      source: 'trial',
      version: 1,
    });
    await expect.poll(() => s.eventsOf('trial.started', amina.id)).toHaveLength(1);
  });

  it('is once per account: a second start is refused with trial_used', async () => {
    const omar = await s.register();
    await s.api.startTrial(omar.auth).expect(201);
    const again = await s.api.startTrial(omar.auth).expect(409);
    expect(again.body).toMatchObject({ code: 'trial_used', messageKey: 'billing.error.trialUsed' });
    expect(await s.outboxOf('trial.started', omar.id)).toHaveLength(1);
  });

  it('is once per phone number: another account with the same phone is refused, even after the first is erased', async () => {
    const phoneKey = 'phone-key-of-one-number';
    const first = await s.register({ phoneKey });
    await s.api.startTrial(first.auth).expect(201);
    const second = await s.register({ phoneKey });
    expect((await s.api.me(second.auth).expect(200)).body.trialAvailable).toBe(false);
    const refused = await s.api.startTrial(second.auth).expect(409);
    expect(refused.body).toMatchObject({
      code: 'trial_phone_used',
      messageKey: 'billing.error.trialPhoneUsed',
    });
    await s.erase(first.id);
    const third = await s.register({ phoneKey });
    await s.api.startTrial(third.auth).expect(409);
  });

  it('settles two clicks at once: one trial, one refusal', async () => {
    const zaid = await s.register();
    const answers = await Promise.all([s.api.startTrial(zaid.auth), s.api.startTrial(zaid.auth)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await s.outboxOf('trial.started', zaid.id)).toHaveLength(1);
  });

  it('settles two accounts of one phone at once: one trial', async () => {
    const phoneKey = 'phone-key-raced';
    const [a, b] = await Promise.all([s.register({ phoneKey }), s.register({ phoneKey })]);
    const answers = await Promise.all([s.api.startTrial(a.auth), s.api.startTrial(b.auth)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('is not for companies (403), nor for an account billing has not heard of yet (503, retry)', async () => {
    const company = await s.register({ kind: 'company' });
    await s.api.startTrial(company.auth).expect(403);
    const early = await s.api.startTrial(await s.bearer('member')).expect(503);
    expect(early.headers['retry-after']).toBe('2');
    expect(early.body.messageKey).toBe('billing.error.notReady');
  });

  it('asks for a session: a guest gets 401, staff 403', async () => {
    const { default: request } = await import('supertest');
    await request(s.app).post('/api/billing/trial').expect(401);
    await s.api.startTrial(await s.bearer('admin')).expect(403);
  });

  it('reminds 3 days and 1 day before its end, then ends: no longer premium, told once, announced', async () => {
    const yusuf = await s.register();
    const trial = (await s.api.startTrial(yusuf.auth).expect(201)).body.trial;
    s.advanceDays(11);
    await s.sweep();
    let me = (await s.api.me(yusuf.auth).expect(200)).body;
    expect(me.notices.map((n: { kind: string }) => n.kind)).toEqual(['trial_ends_in_3_days']);
    expect(me.notices[0].until).toBe(trial.endsAt);
    await s.sweep(); // a job or sweep that runs twice leaves one notice
    s.advanceDays(2);
    await s.sweep();
    me = (await s.api.me(yusuf.auth).expect(200)).body;
    expect(me.notices.map((n: { kind: string }) => n.kind)).toEqual([
      'trial_ends_in_1_day',
      'trial_ends_in_3_days',
    ]);
    expect(me.active).toBe(true);
    s.advanceDays(1);
    // Judged at the clock before any job ran: premium ends at the trial's end, not at the sweep.
    expect((await s.api.me(yusuf.auth).expect(200)).body).toMatchObject({ active: false, state: 'expired' });
    await s.sweep();
    me = (await s.api.me(yusuf.auth).expect(200)).body;
    expect(me).toMatchObject({
      state: 'expired',
      active: false,
      activeUntil: null,
      trialAvailable: false,
      trial,
    });
    expect(me.notices[0].kind).toBe('trial_ended');
    // Each notice is announced once for the notifier, by its code only.
    await eventually(() => s.eventsOf('billing.notice.created', yusuf.id).length === 3);
    expect(s.eventsOf('billing.notice.created', yusuf.id).map((e) => e.payload.code)).toEqual([
      'trial_ends_in_3_days',
      'trial_ends_in_1_day',
      'trial_ended',
    ]);
    await eventually(() => s.eventsOf('entitlement.changed', yusuf.id).length === 2);
    expect(s.eventsOf('entitlement.changed', yusuf.id)[1]!.payload).toMatchObject({
      premiumUntil: null,
      source: null,
      version: 2,
    });
    expect(await s.outboxOf('subscription.expired', yusuf.id)).toHaveLength(1);
  });

  it('lets the member dismiss a notice, and only their own', async () => {
    const hana = await s.register();
    await s.api.startTrial(hana.auth).expect(201);
    s.advanceDays(12);
    await s.sweep();
    const [notice] = (await s.api.me(hana.auth).expect(200)).body.notices;
    const { default: request } = await import('supertest');
    const other = await s.register();
    await request(s.app)
      .post(`/api/billing/notices/${notice.id}/read`)
      .set('Authorization', other.auth)
      .expect(404);
    await request(s.app)
      .post(`/api/billing/notices/${notice.id}/read`)
      .set('Authorization', hana.auth)
      .expect(204);
    expect((await s.api.me(hana.auth).expect(200)).body.notices).toEqual([]);
  });

  it('goes with the account on erasure: the trial is forgotten and nothing starts for the dead id', async () => {
    const leila = await s.register();
    await s.api.startTrial(leila.auth).expect(201);
    await s.erase(leila.id);
    const refused = await s.api.startTrial(leila.auth).expect(401);
    expect(refused.body.code).toBe('account_gone');
    expect((await s.api.me(leila.auth).expect(200)).body).toMatchObject({ trial: null, active: false });
  });
});
