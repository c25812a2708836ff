import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedApp, type EmbeddedApp } from './support/embedded-app.js';

/*
 * An access token stops working in every service the moment its account is deleted or suspended,
 * its sign-in ends, or its refresh family is revoked for reuse, and nothing a dead token tries is
 * stored. Across processes over Kafka: distributed.int.test.ts.
 */

const ADMIN = { email: 'admin@revocation.test', password: 'Revocation-admin-2026' };
let e: EmbeddedApp;
let admin: string;

beforeAll(async () => {
  e = await startEmbeddedApp('revocation', {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_REGISTER_PER_HOUR: '1000',
  });
  admin = await e.signInAdmin(ADMIN);
});

afterAll(() => e.close());

type Member = Awaited<ReturnType<EmbeddedApp['register']>>;

/** Every kind of write and read a member makes, one per service, with the status each got. */
async function tryEverything(actor: Member, target: Member) {
  const as = <T extends request.Test>(r: T) => r.set('Authorization', actor.auth);
  return {
    follow: (await as(request(e.app).post(`/api/social/follows/${target.id}`))).status,
    report: (
      await as(request(e.app).post('/api/social/reports')).send({
        memberId: target.id,
        reason: 'fake_profile',
      })
    ).status,
    feedback: (
      await as(request(e.app).post('/api/cms/feedback')).send({
        type: 'complaint',
        userName: 'Someone',
        email: 'someone@example.ae',
        mobile: '+971501112233',
        description: 'A complaint long enough to be accepted by the rules.',
      })
    ).status,
    edit: (await as(request(e.app).patch('/api/profile/me')).send({ aboutMe: 'Still here?' })).status,
    search: (await as(request(e.app).get('/api/search/members'))).status,
    me: (await as(request(e.app).get('/api/auth/me'))).status,
  };
}

const everywhere = (status: number) => ({
  follow: status,
  report: status,
  feedback: status,
  edit: status,
  search: status,
  me: status,
});

describe('an access token dies with what it stood for, in every service at once', () => {
  it('after the account is deleted: refused everywhere, and nothing it tried is stored', async () => {
    const target = await e.register({ fullName: 'Huda Target' });
    const leaving = await e.register({ fullName: 'Bilal Leaving', gender: 'male' });
    await request(e.app)
      .delete('/api/auth/me')
      .set('Authorization', leaving.auth)
      .send({ password: e.password })
      .expect(204);

    expect(await tryEverything(leaving, target)).toEqual(everywhere(401));
    // Nothing of the dead token's attempts reached the target or the staff queues.
    const counts = await request(e.app)
      .get(`/api/social/members/${target.id}/counts`)
      .set('Authorization', target.auth)
      .expect(200);
    expect(counts.body.followers).toBe(0);
    const reports = await request(e.app)
      .get(
        `/api/social/admin/reports?filter=${encodeURIComponent(JSON.stringify({ reporterId: leaving.id }))}`,
      )
      .set('Authorization', admin);
    expect(reports.status).toBe(200);
    expect(reports.body).toEqual([]);
  });

  it('after a suspension: refused with "account disabled"; a reinstatement lets a new sign-in in', async () => {
    const target = await e.register({ fullName: 'Salma Target' });
    const member = await e.register({ fullName: 'Tariq Suspended', gender: 'male' });
    await request(e.app)
      .put(`/api/auth/admin/accounts/${member.id}/status`)
      .set('Authorization', admin)
      .send({ status: 'suspended', reason: 'terms_violation' })
      .expect(200);
    const tried = await tryEverything(member, target);
    expect(tried).toEqual(everywhere(403));
    const res = await request(e.app).get('/api/auth/me').set('Authorization', member.auth);
    expect(res.body.code).toBe('account_suspended');
    await request(e.app)
      .put(`/api/auth/admin/accounts/${member.id}/status`)
      .set('Authorization', admin)
      .send({ status: 'active' })
      .expect(200);
    // The old token stays dead (it was issued before the suspension); refreshing is what a
    // browser does next, and the refresh cookie was revoked with the suspension: sign in again.
    expect((await request(e.app).get('/api/auth/me').set('Authorization', member.auth)).status).toBe(401);
  });

  it('after logout: that sign-in is refused everywhere at once', async () => {
    const target = await e.register({ fullName: 'Noor Target' });
    const member = await e.register({ fullName: 'Hamza Out', gender: 'male' });
    await request(e.app).post('/api/auth/logout').set('Cookie', member.cookie).expect(204);
    expect(await tryEverything(member, target)).toEqual(everywhere(401));
  });

  it('after a refresh token is replayed: the whole family, access tokens included, is refused', async () => {
    const target = await e.register({ fullName: 'Aisha Target' });
    const member = await e.register({ fullName: 'Yahya Replayed', gender: 'male' });
    const rotated = await request(e.app).post('/api/auth/refresh').set('Cookie', member.cookie).expect(200);
    const fresh = { ...member, auth: `Bearer ${rotated.body.token as string}` };
    // A thief replays the old refresh cookie: reuse revokes the family.
    const replay = await request(e.app).post('/api/auth/refresh').set('Cookie', member.cookie);
    expect(replay.status).toBe(401);
    expect(await tryEverything(member, target)).toEqual(everywhere(401));
    expect(await tryEverything(fresh, target)).toEqual(everywhere(401));
  });
});
