import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeInMessage, latestMessageTo, waitForMessageTo } from '@mawadda/kit/testing';
import { refreshCookieFrom, registration, startAuthApp } from './support/auth-app.js';
import { api, guardianPhone, linkGuardian } from './support/guardian.js';

/** The forgotten password: a code to the email or phone, then a new password (README: Account security). */
let ctx: Awaited<ReturnType<typeof startAuthApp>>;
beforeAll(async () => {
  ctx = await startAuthApp();
});
afterAll(() => ctx.close());

const NEW_PASSWORD = 'Sabr-jameel-2027';
const post = (path: string, body: object) => request(ctx.app).post(`/api/auth${path}`).send(body);
const me = (token: string) => request(ctx.app).get('/api/auth/me').set('Authorization', `Bearer ${token}`);
const login = (body: object) => post('/login', body);
const otherCode = (code: string) => String((Number(code) + 1) % 1e6).padStart(6, '0');

async function newMember(headers: Record<string, string> = {}) {
  const body = registration();
  const res = await ctx.registerMember(body, { headers });
  return {
    body,
    id: res.body.account.id as string,
    token: res.body.token as string,
    cookie: refreshCookieFrom(res)!,
  };
}

/** Asks for a code for `address` and reads it from the dev inbox. */
async function resetCode(address: { email: string } | { phone: string }) {
  const since = new Date();
  const to = 'email' in address ? address.email : address.phone;
  const asked = await post('/password/forgot', address);
  expect(asked.status).toBe(202);
  const purpose = 'email' in address ? 'account.reset.email' : 'account.reset.phone';
  const message = await waitForMessageTo(ctx.inboxDir, to, { purpose, after: since });
  return { code: codeInMessage(message.text), message, asked };
}

const reset = (address: object, code: string, password = NEW_PASSWORD) =>
  post('/password/reset', { ...address, code, newPassword: password, confirmPassword: password });

interface ResetRow {
  account_id: string | null;
  attempts: number;
  code_hash: string;
}
const resetRows = async (address: string) =>
  (
    (await ctx.database.db.execute(
      sql`select account_id, attempts, code_hash from auth.password_resets where address = ${address}`,
    )) as unknown as { rows: ResetRow[] }
  ).rows;

describe('asking for a code', () => {
  it('answers a known and an unknown address alike, and writes a row for both', async () => {
    const m = await newMember();
    const unknown = `nobody.${Date.now()}@example.ae`;
    const since = new Date();
    const known = await post('/password/forgot', { email: m.body.email });
    const stranger = await post('/password/forgot', { email: unknown });
    for (const res of [known, stranger]) {
      expect(res.status).toBe(202);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(Object.keys(res.body)).toEqual(['expiresAt']);
      expect(Date.parse(res.body.expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
    }
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(stranger.headers).sort());
    expect(known.text.length).toBe(stranger.text.length);
    // The same work: a row each (no account on the stranger's), a digest, never the code.
    const [mine] = await resetRows(m.body.email);
    const [theirs] = await resetRows(unknown);
    expect(mine).toMatchObject({ account_id: m.id, attempts: 0 });
    expect(theirs).toMatchObject({ account_id: null, attempts: 0 });
    expect(mine!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(theirs!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    // Only the account's address gets a message.
    const sent = await waitForMessageTo(ctx.inboxDir, m.body.email, {
      purpose: 'account.reset.email',
      after: since,
    });
    expect(mine!.code_hash).not.toContain(codeInMessage(sent.text));
    expect(await latestMessageTo(ctx.inboxDir, unknown, { after: since })).toBeUndefined();
  });

  it('sends the code in the account language, by email or by SMS', async () => {
    const m = await newMember({ 'Accept-Language': 'tr' });
    const byMail = await resetCode({ email: m.body.email });
    expect(byMail.message.locale).toBe('tr');
    expect(byMail.message.subject).toBe('Mawadda şifre sıfırlama kodunuz');
    expect(byMail.message.text).toContain('15 dakika');
    const bySms = await resetCode({ phone: m.body.phone });
    expect(bySms.message.channel).toBe('sms');
    expect(bySms.message.text).toMatch(/^Mawadda: şifre sıfırlama kodunuz \d{6}\./);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ email: '' }, 'email'],
      [{ email: `${'a'.repeat(300)}@example.ae` }, 'email'],
      [{ email: 'fatima\u0007@example.ae' }, 'email'],
      [{ email: 42 }, 'email'],
      [{ email: 'not-an-email' }, 'email'],
      [{ phone: '12' }, 'phone'],
    ];
    for (const [body, field] of cases) {
      const res = await post('/password/forgot', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body.field, JSON.stringify(body)).toBe(field);
      expect(res.body.messageKey).toBeTruthy();
    }
    const empty = await post('/password/forgot', {});
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ field: 'email', messageKey: 'validation.required' });
  });
});

describe('setting the new password', () => {
  it('ends every sign-in at once, lets the new password in and tells the email and phone', async () => {
    const m = await newMember({ 'Accept-Language': 'en' });
    const other = await login({ email: m.body.email, password: m.body.password });
    expect(other.status).toBe(200);
    expect((await me(m.token)).status).toBe(200);
    const { code } = await resetCode({ email: m.body.email });
    const since = new Date();
    const done = await reset({ email: m.body.email }, code);
    expect(done.status).toBe(204);
    // Access tokens issued before stop at once, in this process and (by the event) in every other.
    expect((await me(m.token)).status).toBe(401);
    expect((await me(other.body.token)).status).toBe(401);
    expect((await post('/refresh', {}).set('Cookie', m.cookie)).status).toBe(401);
    await expect
      .poll(() =>
        ctx.published.find(
          (e) => e.type === 'sessions.revoked' && e.key === m.id && e.payload.reason === 'password',
        ),
      )
      .toBeTruthy();
    expect((await login({ email: m.body.email, password: m.body.password })).status).toBe(401);
    const fresh = await login({ email: m.body.email, password: NEW_PASSWORD });
    expect(fresh.status).toBe(200);
    expect((await me(fresh.body.token)).status).toBe(200);
    // The code works once.
    expect((await reset({ email: m.body.email }, code, 'Another-pass-2028')).body.code).toBe('code_expired');
    const mail = await waitForMessageTo(ctx.inboxDir, m.body.email, {
      purpose: 'notice.password.changed',
      after: since,
    });
    expect(mail.subject).toBe('Your Mawadda password was changed');
    expect(mail.text).toContain('Not you?');
    const sms = await waitForMessageTo(ctx.inboxDir, m.body.phone, {
      purpose: 'notice.password.changed',
      after: since,
    });
    expect(sms.channel).toBe('sms');
  });

  it('answers a wrong code with invalid_code, and ends the code after 5 wrong tries', async () => {
    const m = await newMember();
    const { code } = await resetCode({ phone: m.body.phone });
    for (let i = 0; i < 5; i++) {
      const wrong = await reset({ phone: m.body.phone }, otherCode(code));
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({
        code: 'invalid_code',
        field: 'code',
        messageKey: 'verify.error.invalidCode',
      });
    }
    const late = await reset({ phone: m.body.phone }, code);
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({
      code: 'code_expired',
      field: 'code',
      messageKey: 'verify.error.codeExpired',
    });
    expect((await login({ phone: m.body.phone, password: m.body.password })).status).toBe(200);
  });

  it('ends a code after 15 minutes', async () => {
    const m = await newMember();
    const { code } = await resetCode({ email: m.body.email });
    await ctx.database.db.execute(
      sql`update auth.password_resets set expires_at = now() - interval '1 second' where address = ${m.body.email}`,
    );
    expect((await reset({ email: m.body.email }, code)).body).toMatchObject({
      code: 'code_expired',
      field: 'code',
    });
  });

  it('replaces the code when asked again: only the newest works', async () => {
    const m = await newMember();
    const first = await resetCode({ email: m.body.email });
    const second = await resetCode({ email: m.body.email });
    if (first.code !== second.code)
      expect((await reset({ email: m.body.email }, first.code)).body.code).toBe('invalid_code');
    expect((await reset({ email: m.body.email }, second.code)).status).toBe(204);
  });

  it('answers for an address without an account exactly as for a wrong or expired code', async () => {
    const m = await newMember();
    const unknown = { email: `nobody.${Date.now()}@example.ae` };
    // Never asked: expired, alike.
    const neverKnown = await reset({ email: m.body.email }, '123456');
    const neverUnknown = await reset(unknown, '123456');
    const strip = (b: Record<string, unknown>) => ({ ...b, requestId: undefined, instance: undefined });
    expect(strip(neverUnknown.body)).toEqual(strip(neverKnown.body));
    expect(neverUnknown.body.code).toBe('code_expired');
    // Asked: every code is wrong, 5 times, then expired — as for a real code typed wrong.
    const { code } = await resetCode({ email: m.body.email });
    await post('/password/forgot', unknown).expect(202);
    for (let i = 0; i < 5; i++) {
      const known = await reset({ email: m.body.email }, otherCode(code));
      const stranger = await reset(unknown, code);
      expect(stranger.status).toBe(known.status);
      expect(strip(stranger.body)).toEqual(strip(known.body));
    }
    expect((await reset(unknown, code)).body.code).toBe('code_expired');
  });

  it('refuses a common or mismatched new password, and bad input, naming the field', async () => {
    const m = await newMember();
    const { code } = await resetCode({ email: m.body.email });
    const common = await reset({ email: m.body.email }, code, 'password123');
    expect(common.body).toMatchObject({ code: 'password_common', field: 'newPassword' });
    const cases: [object, string][] = [
      [
        { email: m.body.email, code: '12ab56', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        'code',
      ],
      [{ email: m.body.email, code, newPassword: '123', confirmPassword: '123' }, 'newPassword'],
      [
        { email: m.body.email, code, newPassword: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
        'newPassword',
      ],
      [
        { email: m.body.email, code, newPassword: NEW_PASSWORD, confirmPassword: 'Other-pass-99' },
        'confirmPassword',
      ],
      [{ email: m.body.email, code, newPassword: 42, confirmPassword: 42 }, 'newPassword'],
      [
        {
          email: m.body.email,
          code: '\u0000\u0001\u0002\u0003\u0004\u0005',
          newPassword: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        },
        'code',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await post('/password/reset', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field, JSON.stringify(body)).toBe(field);
    }
    // None of that spent the code.
    expect((await reset({ email: m.body.email }, code)).status).toBe(204);
  });

  it('lifts the sign-in lockout, so a member locked out by wrong passwords gets back in', async () => {
    const m = await newMember();
    for (let i = 0; i < 5; i++) await login({ email: m.body.email, password: `wrong-${i}-pass` }).expect(401);
    expect((await login({ email: m.body.email, password: m.body.password })).status).toBe(429);
    const { code } = await resetCode({ email: m.body.email });
    await reset({ email: m.body.email }, code).expect(204);
    expect((await login({ email: m.body.email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('resets a suspended account, whose sign-in still says suspended', async () => {
    const m = await newMember();
    const admin = await ctx.bearer('admin');
    await request(ctx.app)
      .put(`/api/auth/admin/accounts/${m.id}/status`)
      .set('Authorization', admin)
      .send({ status: 'suspended', reason: 'harassment' })
      .expect(200);
    const { code } = await resetCode({ email: m.body.email });
    await reset({ email: m.body.email }, code).expect(204);
    const signIn = await login({ email: m.body.email, password: NEW_PASSWORD });
    expect(signIn.status).toBe(403);
    expect(signIn.body.code).toBe('account_suspended');
  });

  it('resets a staff account by email, and a guardian invited by phone (no email) by SMS', async () => {
    const { code } = await resetCode({ email: 'root@mawadda.test' });
    await reset({ email: 'root@mawadda.test' }, code, 'Root-password-2027!').expect(204);
    expect((await login({ email: 'root@mawadda.test', password: 'Root-password-2026!' })).status).toBe(401);
    const m = await newMember();
    const g = await linkGuardian(ctx, { auth: `Bearer ${m.token}` }, guardianPhone());
    expect((await api(ctx).get('/me', g.auth).expect(200)).body.email).toBeNull();
    const sms = await resetCode({ phone: g.address });
    await reset({ phone: g.address }, sms.code).expect(204);
    expect((await api(ctx).get('/me', g.auth)).status).toBe(401);
    expect((await login({ phone: g.address, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('sends the same notice from the signed-in password change', async () => {
    const m = await newMember();
    const since = new Date();
    await request(ctx.app)
      .post('/api/auth/me/password')
      .set('Authorization', `Bearer ${m.token}`)
      .send({ currentPassword: m.body.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
      .expect(204);
    const mail = await waitForMessageTo(ctx.inboxDir, m.body.email, {
      purpose: 'notice.password.changed',
      after: since,
    });
    expect(mail.locale).toBe('ar');
    expect(mail.subject).toBe('تم تغيير كلمة المرور في مودة');
    await waitForMessageTo(ctx.inboxDir, m.body.phone, { purpose: 'notice.password.changed', after: since });
  });
});

describe('rate limits', () => {
  let limited: Awaited<ReturnType<typeof startAuthApp>>;
  beforeAll(async () => {
    limited = await startAuthApp({
      RATE_LIMIT_VERIFY_SENDS_PER_HOUR: '2',
      RATE_LIMIT_PASSWORD_RESETS_PER_IP_PER_HOUR: '5',
    });
  });
  afterAll(() => limited.close());

  const forgot = (body: object) => request(limited.app).post('/api/auth/password/forgot').send(body);

  it('limits codes per address, known or not, then per IP, with Retry-After', async () => {
    const known = (await limited.registerMember()).body.account.email as string;
    const unknown = `nobody.${Date.now()}@example.ae`;
    expect((await forgot({ email: unknown })).status).toBe(202);
    expect((await forgot({ email: unknown })).status).toBe(202);
    const third = await forgot({ email: unknown });
    expect(third.status).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    // The account's address had its registration code sent already: one send left, alike.
    expect((await forgot({ email: known })).status).toBe(202);
    expect((await forgot({ email: known })).status).toBe(429);
    // Five asks from this IP are spent: a fresh address is refused too.
    const ip = await forgot({ email: `fresh.${Date.now()}@example.ae` });
    expect(ip.status).toBe(429);
    expect(ip.body.code).toBe('rate_limited');
    expect(Number(ip.headers['retry-after'])).toBeGreaterThan(0);
  });
});
