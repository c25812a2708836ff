import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeInMessage, waitForMessageTo } from '@mawadda/kit/testing';
import { registration, startAuthApp, verifiedEventCount } from './support/auth-app.js';
import { guardianPhone, linkGuardian } from './support/guardian.js';

/** Changing the email or phone: the current password, a code to the new address, a notice to the old. */
let ctx: Awaited<ReturnType<typeof startAuthApp>>;
const PHONE_SECRET = 'the-phone-key-secret-of-this-test-run';
beforeAll(async () => {
  ctx = await startAuthApp({ AUTH_PHONE_KEY: PHONE_SECRET });
});
afterAll(() => ctx.close());

let n = 0;
const freshEmail = () => `new.${++n}.${Date.now()}@example.ae`;
const freshPhone = () => `+9715077${String(++n).padStart(5, '0')}`;
const otherCode = (code: string) => String((Number(code) + 1) % 1e6).padStart(6, '0');

async function newMember(headers: Record<string, string> = {}) {
  const body = registration();
  const res = await ctx.registerMember(body, { headers });
  return { body, id: res.body.account.id as string, auth: `Bearer ${res.body.token as string}` };
}

const post = (url: string, auth: string | undefined, body: object) => {
  const req = request(ctx.app).post(`/api/auth${url}`);
  if (auth) void req.set('Authorization', auth);
  return req.send(body);
};

/** Asks to move to `address` and reads the code sent there. */
async function askCode(auth: string, kind: 'email' | 'phone', address: string, currentPassword: string) {
  const since = new Date();
  const asked = await post(`/me/${kind}`, auth, { [kind]: address, currentPassword });
  expect(asked.status, JSON.stringify(asked.body)).toBe(202);
  expect(asked.body.kind).toBe(kind);
  const message = await waitForMessageTo(ctx.inboxDir, address, {
    purpose: `account.change.${kind}`,
    after: since,
  });
  return { code: codeInMessage(message.text), message };
}

describe('changing the email', () => {
  it('moves the account to the new email once its code comes back, verified, and tells the old one', async () => {
    const m = await newMember({ 'Accept-Language': 'en' });
    const next = freshEmail();
    const { code, message } = await askCode(m.auth, 'email', next, m.body.password);
    expect(message.locale).toBe('en');
    // Until confirmed the account keeps its address.
    expect((await request(ctx.app).get('/api/auth/me').set('Authorization', m.auth)).body.email).toBe(
      m.body.email,
    );
    const wrong = await post('/me/email/confirm', m.auth, { code: otherCode(code) });
    expect(wrong.body).toMatchObject({ code: 'invalid_code', field: 'code' });
    const since = new Date();
    const done = await post('/me/email/confirm', m.auth, { code });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id: m.id, email: next });
    expect(Date.parse(done.body.emailVerifiedAt)).toBeGreaterThanOrEqual(since.getTime() - 1000);
    const notice = await waitForMessageTo(ctx.inboxDir, m.body.email, {
      purpose: 'notice.address.changed',
      after: since,
    });
    expect(notice.subject).toBe('Your Mawadda email was changed');
    expect(notice.text).toContain(`n***@example.ae`);
    expect(notice.text).not.toContain(next);
    expect(notice.text).toContain('Not you?');
    // The badge follows: member.verified for the email, now.
    await expect.poll(() => verifiedEventCount(ctx, m.id, 'email')).toBe(2);
    expect((await post('/login', undefined, { email: next, password: m.body.password })).status).toBe(200);
    expect((await post('/login', undefined, { email: m.body.email, password: m.body.password })).status).toBe(
      401,
    );
    expect((await post('/me/email/confirm', m.auth, { code })).body.code).toBe('code_expired');
  });

  it('refuses a wrong password, the same address, and a taken one without saying whose', async () => {
    const m = await newMember();
    const other = await newMember();
    const wrong = await post('/me/email', m.auth, {
      email: freshEmail(),
      currentPassword: 'not-my-password',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'current_password_wrong', field: 'currentPassword' });
    const same = await post('/me/email', m.auth, {
      email: m.body.email.toUpperCase(),
      currentPassword: m.body.password,
    });
    expect(same.status).toBe(400);
    expect(same.body).toMatchObject({
      code: 'same_address',
      field: 'email',
      messageKey: 'account.error.sameEmail',
    });
    const taken = await post('/me/email', m.auth, {
      email: other.body.email,
      currentPassword: m.body.password,
    });
    const staff = await post('/me/email', m.auth, {
      email: 'root@mawadda.test',
      currentPassword: m.body.password,
    });
    for (const res of [taken, staff]) {
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'email_taken', field: 'email', messageKey: 'error.emailTaken' });
      expect(JSON.stringify(res.body)).not.toContain(other.id);
    }
    const strip = (b: Record<string, unknown>) => ({ ...b, requestId: undefined, instance: undefined });
    expect(strip(taken.body)).toEqual(strip(staff.body));
  });

  it('refuses an address another account took meanwhile (409), and ends codes after 5 wrong tries', async () => {
    const m = await newMember();
    const rival = await newMember();
    const wanted = freshEmail();
    const mine = await askCode(m.auth, 'email', wanted, m.body.password);
    const theirs = await askCode(rival.auth, 'email', wanted, rival.body.password);
    await post('/me/email/confirm', rival.auth, { code: theirs.code }).expect(200);
    const late = await post('/me/email/confirm', m.auth, { code: mine.code });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'email_taken', field: 'email' });
    const next = freshEmail();
    const { code } = await askCode(m.auth, 'email', next, m.body.password);
    for (let i = 0; i < 5; i++)
      expect((await post('/me/email/confirm', m.auth, { code: otherCode(code) })).body.code).toBe(
        'invalid_code',
      );
    expect((await post('/me/email/confirm', m.auth, { code })).body).toMatchObject({
      code: 'code_expired',
      field: 'code',
    });
  });

  it('replaces the code when asked again, and ends it after 15 minutes', async () => {
    const m = await newMember();
    const first = await askCode(m.auth, 'email', freshEmail(), m.body.password);
    const secondAddress = freshEmail();
    const second = await askCode(m.auth, 'email', secondAddress, m.body.password);
    if (first.code !== second.code)
      expect((await post('/me/email/confirm', m.auth, { code: first.code })).body.code).toBe('invalid_code');
    await ctx.database.db.execute(
      sql`update auth.address_changes set expires_at = now() - interval '1 second' where account_id = ${m.id}`,
    );
    expect((await post('/me/email/confirm', m.auth, { code: second.code })).body.code).toBe('code_expired');
    const third = await askCode(m.auth, 'email', secondAddress, m.body.password);
    expect((await post('/me/email/confirm', m.auth, { code: third.code })).body.email).toBe(secondAddress);
  });

  it('counts wrong passwords toward the account limit (429)', async () => {
    const m = await newMember();
    for (let i = 0; i < 5; i++)
      expect(
        (await post('/me/email', m.auth, { email: freshEmail(), currentPassword: `wrong-${i}` })).status,
      ).toBe(400);
    const blocked = await post('/me/email', m.auth, {
      email: freshEmail(),
      currentPassword: m.body.password,
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('asks for a session, and refuses bad input with a 400 naming the field', async () => {
    expect((await post('/me/email', undefined, { email: freshEmail(), currentPassword: 'x' })).status).toBe(
      401,
    );
    expect((await post('/me/phone/confirm', undefined, { code: '123456' })).status).toBe(401);
    const m = await newMember();
    const cases: [string, object, string][] = [
      ['/me/email', {}, 'email'],
      ['/me/email', { email: '', currentPassword: m.body.password }, 'email'],
      ['/me/email', { email: `${'a'.repeat(300)}@example.ae`, currentPassword: m.body.password }, 'email'],
      ['/me/email', { email: 'a\u202e@example.ae', currentPassword: m.body.password }, 'email'],
      ['/me/email', { email: ['x@example.ae'], currentPassword: m.body.password }, 'email'],
      ['/me/email', { email: freshEmail() }, 'currentPassword'],
      ['/me/email', { email: freshEmail(), currentPassword: 'x'.repeat(129) }, 'currentPassword'],
      ['/me/phone', { phone: '0501234567', currentPassword: m.body.password }, 'phone'],
      ['/me/phone', { phone: 971501234567, currentPassword: m.body.password }, 'phone'],
      ['/me/phone', { phone: '+97150\u00001234567', currentPassword: m.body.password }, 'phone'],
      ['/me/email/confirm', { code: '' }, 'code'],
      ['/me/email/confirm', { code: '12345' }, 'code'],
      ['/me/phone/confirm', { code: 123456 }, 'code'],
    ];
    for (const [url, body, field] of cases) {
      const res = await post(url, m.auth, body);
      expect(res.status, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body.field, `${url} ${JSON.stringify(body)}`).toBe(field);
    }
  });
});

describe('changing the phone', () => {
  it('moves the account to the new phone, verified, tells the old phone and re-keys it for billing', async () => {
    const m = await newMember({ 'Accept-Language': 'ar' });
    const next = freshPhone();
    const { code, message } = await askCode(m.auth, 'phone', next, m.body.password);
    expect(message.channel).toBe('sms');
    expect(message.text).toMatch(/^مودة: رمز تأكيد رقم الهاتف هذا هو \d{6}/);
    const since = new Date();
    const done = await post('/me/phone/confirm', m.auth, { code });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ phone: next });
    expect(done.body.phoneVerifiedAt).toBeTruthy();
    const notice = await waitForMessageTo(ctx.inboxDir, m.body.phone, {
      purpose: 'notice.address.changed',
      after: since,
    });
    expect(notice.channel).toBe('sms');
    expect(notice.text).toContain(`${next.slice(0, 4)}*******${next.slice(-2)}`);
    // Billing's key of the new number, the way member.registered carries one: never the number.
    await expect
      .poll(() => ctx.published.find((e) => e.type === 'member.contact.changed' && e.key === m.id))
      .toBeTruthy();
    const changed = ctx.published.find((e) => e.type === 'member.contact.changed' && e.key === m.id)!;
    expect(changed.payload).toMatchObject({
      memberId: m.id,
      phoneKey: createHmac('sha256', PHONE_SECRET).update(next).digest('hex'),
    });
    expect(JSON.stringify(changed.payload)).not.toContain(next.slice(1));
    expect((await post('/login', undefined, { phone: next, password: m.body.password })).status).toBe(200);
  });

  it('refuses a phone another account holds (409) without saying whose', async () => {
    const m = await newMember();
    const other = await newMember();
    const taken = await post('/me/phone', m.auth, {
      phone: other.body.phone,
      currentPassword: m.body.password,
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'phone_taken', field: 'phone', messageKey: 'error.phoneTaken' });
    const same = await post('/me/phone', m.auth, { phone: m.body.phone, currentPassword: m.body.password });
    expect(same.body).toMatchObject({ code: 'same_address', field: 'phone' });
  });

  it('lets a guardian invited by phone change it, and add an email (the notice goes to the phone)', async () => {
    const m = await newMember();
    const g = await linkGuardian(ctx, m, guardianPhone());
    const password = 'Wali-amin-2026';
    const email = freshEmail();
    const { code } = await askCode(g.auth, 'email', email, password);
    const since = new Date();
    expect((await post('/me/email/confirm', g.auth, { code }).expect(200)).body.email).toBe(email);
    const notice = await waitForMessageTo(ctx.inboxDir, g.address, {
      purpose: 'notice.address.changed',
      after: since,
    });
    expect(notice.channel).toBe('sms');
    const phone = freshPhone();
    const sms = await askCode(g.auth, 'phone', phone, password);
    expect((await post('/me/phone/confirm', g.auth, { code: sms.code }).expect(200)).body.phone).toBe(phone);
    // A guardian is no member: billing hears nothing of its phone.
    expect(ctx.published.find((e) => e.type === 'member.contact.changed' && e.key === g.id)).toBeUndefined();
  });
});
