import { accountStatusPayloadSchema } from '@mawadda/contracts';
import { uuidv7 } from '@mawadda/kit';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/store/schema.js';
import { refreshCookieFrom, registration, startAuthApp } from './support/auth-app.js';

let ctx: Awaited<ReturnType<typeof startAuthApp>>;
let admin: { id: string; auth: string };
beforeAll(async () => {
  ctx = await startAuthApp();
  const res = await ctx.signInRoot();
  admin = { id: res.id, auth: res.auth };
});
afterAll(() => ctx.close());

const api = () => request(ctx.app);
const login = (body: object) => api().post('/api/auth/login').send(body);
const setStatus = (id: string, status: string, auth?: string) => {
  // A suspension needs its reason (admin-members.test.ts covers the reason itself).
  const r = api()
    .put(`/api/auth/admin/accounts/${id}/status`)
    .send(status === 'suspended' ? { status, reason: 'terms_violation' } : { status });
  return auth ? r.set('Authorization', auth) : r;
};
/** What the outbox holds for this member: exact, unlike waiting for something not to arrive. */
const outboxed = async (type: string, memberId: string) =>
  ctx.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.type, type), eq(outbox.key, memberId)));
const published = (type: string, memberId: string) =>
  ctx.published.find((e) => e.type === type && e.key === memberId);

async function newMember() {
  const body = registration();
  const res = await ctx.registerMember(body);
  return {
    credentials: { email: body.email, password: body.password },
    id: res.body.account.id as string,
    auth: `Bearer ${res.body.token}`,
    cookie: refreshCookieFrom(res)!,
  };
}

describe('suspending and reinstating a member', () => {
  it('suspends: member.suspended, no refresh, no sign-in, the old token refused here', async () => {
    const m = await newMember();
    const moderator = await ctx.bearer('moderator');
    const res = await setStatus(m.id, 'suspended', moderator).expect(200);
    expect(res.body).toMatchObject({ id: m.id, status: 'suspended', kind: 'individual' });

    await expect.poll(() => published('member.suspended', m.id)).toBeTruthy();
    const event = published('member.suspended', m.id)!;
    expect(event.producer).toBe('auth');
    expect(accountStatusPayloadSchema.strict().parse(event.payload)).toEqual({
      memberId: m.id,
      status: 'suspended',
      at: expect.any(String),
    });

    // The refresh token was revoked; its holder is told why rather than "sign in again".
    const refresh = await api().post('/api/auth/refresh').set('Cookie', m.cookie).expect(403);
    expect(refresh.body.code).toBe('account_suspended');
    const signIn = await login(m.credentials).expect(403);
    expect(signIn.body).toMatchObject({
      code: 'account_suspended',
      messageKey: 'auth.suspended.reason.terms_violation',
    });
    // The access token issued before still verifies; auth, which holds the status, refuses it.
    const me = await api().get('/api/auth/me').set('Authorization', m.auth).expect(403);
    expect(me.body.code).toBe('account_suspended');

    // The same status again: a quiet 200, and no second event.
    const again = await setStatus(m.id, 'suspended', admin.auth).expect(200);
    expect(again.body.status).toBe('suspended');
    expect(await outboxed('member.suspended', m.id)).toHaveLength(1);
  });

  it('reinstates: member.reinstated, and signing in works again', async () => {
    const m = await newMember();
    await setStatus(m.id, 'suspended', admin.auth).expect(200);
    const res = await setStatus(m.id, 'active', admin.auth).expect(200);
    expect(res.body.status).toBe('active');
    await expect.poll(() => published('member.reinstated', m.id)).toBeTruthy();
    expect(published('member.reinstated', m.id)!.payload).toMatchObject({ memberId: m.id, status: 'active' });

    const signIn = await login(m.credentials).expect(200);
    await api().get('/api/auth/me').set('Authorization', `Bearer ${signIn.body.token}`).expect(200);
    await api().post('/api/auth/refresh').set('Cookie', refreshCookieFrom(signIn)!).expect(200);
    // Sign-ins ended by the suspension stay ended.
    await api().post('/api/auth/refresh').set('Cookie', m.cookie).expect(401);

    await setStatus(m.id, 'active', admin.auth).expect(200);
    expect(await outboxed('member.reinstated', m.id)).toHaveLength(1);
    expect(await outboxed('member.suspended', m.id)).toHaveLength(1);
  });

  it('announces a change once when staff race to make it', async () => {
    const m = await newMember();
    const moderator = await ctx.bearer('moderator');
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => setStatus(m.id, 'suspended', i % 2 ? moderator : admin.auth)),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await outboxed('member.suspended', m.id)).toHaveLength(1);
  });

  it('is for staff only, about member accounts only', async () => {
    const m = await newMember();
    const other = await newMember();
    await setStatus(m.id, 'suspended').expect(401);
    await setStatus(m.id, 'suspended', other.auth).expect(403);
    const company = await ctx.registerMember(
      {
        companyNameEn: 'Amal Weddings',
        companyNameAr: 'أمل للأعراس',
        email: `amal${Date.now()}@example.ae`,
        phone: '+97142345600',
        mailBox: '4321',
        fax: '+971 4 234 5601',
        address: 'Deira, Dubai',
        password: 'Company-pass-2026',
        confirmPassword: 'Company-pass-2026',
        acceptTerms: true,
      },
      { path: '/api/auth/register/company' },
    );
    await setStatus(company.body.account.id, 'suspended', m.auth).expect(403);
    await setStatus(company.body.account.id, 'suspended', admin.auth).expect(200);

    // Staff accounts are not in this endpoint's reach: the same 404 as an unknown id.
    const staff = await setStatus(admin.id, 'suspended', await ctx.bearer('moderator')).expect(404);
    expect(staff.body.code).toBe('not_found');
    await setStatus(uuidv7(), 'suspended', admin.auth).expect(404);
    await setStatus('not-a-uuid', 'suspended', admin.auth).expect(404);
    await ctx.signInRoot();

    const bad = await setStatus(m.id, 'banned', admin.auth).expect(400);
    expect(bad.body.field).toBe('status');
    await api()
      .put(`/api/auth/admin/accounts/${m.id}/status`)
      .set('Authorization', admin.auth)
      .send({ status: 'suspended', reason: 'x' })
      .expect(400);
    await api()
      .put(`/api/auth/admin/accounts/${m.id}/status`)
      .set('Authorization', admin.auth)
      .send({ status: 'suspended', reason: 'scam', why: 'x' })
      .expect(400);
    expect(await outboxed('member.suspended', m.id)).toHaveLength(0);
  });
});
