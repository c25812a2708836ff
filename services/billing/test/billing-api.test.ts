import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startBillingApp, type BillingTestApp } from './support/billing-app.js';

let s: BillingTestApp;
beforeAll(async () => {
  s = await startBillingApp();
});
afterEach(() => s.resetClock());
afterAll(() => s.close());

const me = (auth: string) => request(s.app).get('/api/billing/me').set('Authorization', auth);

describe('the free trial on registration', () => {
  it('starts 14 days for a new member, announced once as trial.started', async () => {
    const registeredAt = new Date().toISOString();
    const amina = await s.register({ registeredAt });
    const endsAt = new Date(Date.parse(registeredAt) + 14 * 24 * 60 * 60 * 1000).toISOString();
    const res = await me(amina.auth).expect(200);
    expect(res.body).toEqual({
      trial: { startedAt: registeredAt, endsAt },
      active: true,
      activeUntil: endsAt,
    });
    await eventually(() => s.eventsOf('trial.started', amina.id).length === 1);
    const [event] = s.eventsOf('trial.started', amina.id);
    expect(event).toMatchObject({
      producer: 'billing',
      key: amina.id,
      version: 1,
      payload: { memberId: amina.id, startedAt: registeredAt, endsAt },
    });
  });

  it('starts once: a redelivered registration, or another one for the same member, changes nothing', async () => {
    const omar = await s.register();
    const before = (await me(omar.auth).expect(200)).body;
    // The same envelope again (a relay crash, a rebalance), then a new one for the same account.
    await s.deliver(omar.event);
    await s.publish('auth', {
      type: 'member.registered',
      key: omar.id,
      payload: { ...omar.payload, registeredAt: new Date(Date.now() + 60_000).toISOString() },
    });
    await s.settled(omar.id);
    expect((await me(omar.auth).expect(200)).body).toEqual(before);
    expect(await s.outboxOf('trial.started', omar.id)).toHaveLength(1);
    await eventually(() => s.eventsOf('trial.started', omar.id).length === 1);
  });

  it('gives a company no trial and no entitlement answer', async () => {
    const company = await s.register({ kind: 'company' });
    await me(company.auth).expect(403);
    expect(await s.outboxOf('trial.started', company.id)).toHaveLength(0);
  });

  it('ends after 14 days: the member is no longer premium, and the used trial still shows', async () => {
    const yusuf = await s.register();
    const trial = (await me(yusuf.auth).expect(200)).body.trial;
    s.advanceDays(13);
    expect((await me(yusuf.auth).expect(200)).body).toMatchObject({
      active: true,
      activeUntil: trial.endsAt,
    });
    s.advanceDays(1);
    expect((await me(yusuf.auth).expect(200)).body).toEqual({ trial, active: false, activeUntil: null });
  });

  it('answers a member billing has not heard of with no trial', async () => {
    const stranger = await s.bearer('member');
    expect((await me(stranger).expect(200)).body).toEqual({ trial: null, active: false, activeUntil: null });
  });
});

describe('GET /me access', () => {
  it('is for members: guests 401, staff 403', async () => {
    await request(s.app).get('/api/billing/me').expect(401);
    await me(await s.bearer('moderator')).expect(403);
    await me(await s.bearer('admin')).expect(403);
  });
});

describe('erasure', () => {
  it('drops the member’s trial, and a registration replayed after it starts none', async () => {
    const gone = await s.register();
    expect((await me(gone.auth).expect(200)).body.active).toBe(true);
    await s.erase(gone.id);
    // The test verifier knows nothing of revocations: as a replica whose view has not caught up.
    expect((await me(gone.auth).expect(200)).body).toEqual({ trial: null, active: false, activeUntil: null });
    await s.publish('auth', { type: 'member.registered', key: gone.id, payload: gone.payload });
    await s.settled(gone.id);
    expect((await me(gone.auth).expect(200)).body.trial).toBeNull();
    expect(await s.outboxOf('trial.started', gone.id)).toHaveLength(1);
  });
});
