import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { codeInMessage, latestMessageTo, waitForMessageTo } from '@mawadda/kit/testing';
import { registration, startAuthApp } from './support/auth-app.js';

/**
 * Registration never tells a stranger whether an email or phone has an account (README:
 * registration): the answer is the same, and only the address's owner hears of the attempt.
 */
let ctx: Awaited<ReturnType<typeof startAuthApp>>;
beforeAll(async () => {
  ctx = await startAuthApp();
});
afterAll(() => ctx.close());

const register = (body: object, lang = 'en') =>
  request(ctx.app).post('/api/auth/register').set('Accept-Language', lang).send(body);
const confirm = (registrationId: string, emailCode: string, phoneCode: string) =>
  request(ctx.app).post('/api/auth/register/confirm').send({ registrationId, emailCode, phoneCode });
const codesOf = async (body: { email: string; phone: string }, after: Date) => ({
  email: codeInMessage(
    (await waitForMessageTo(ctx.inboxDir, body.email, { purpose: 'verify.register.email', after })).text,
  ),
  phone: codeInMessage(
    (await waitForMessageTo(ctx.inboxDir, body.phone, { purpose: 'verify.register.phone', after })).text,
  ),
});
/** The newest code messages to `body`, as they are now. */
const latestCodeMessages = async (body: { email: string; phone: string }) =>
  Promise.all([
    latestMessageTo(ctx.inboxDir, body.email, { purpose: 'verify.register.email' }),
    latestMessageTo(ctx.inboxDir, body.phone, { purpose: 'verify.register.phone' }),
  ]);
/** Resends the codes; answers the new ones once the newest messages are others than before. */
const resent = async (body: { email: string; phone: string }, registrationId: string) => {
  const [email, phone] = await latestCodeMessages(body);
  const res = await request(ctx.app).post('/api/auth/register/resend').send({ registrationId });
  expect(res.status).toBe(202);
  const codes = await vi.waitFor(async () => {
    const [newEmail, newPhone] = await latestCodeMessages(body);
    expect(newEmail!.id).not.toBe(email!.id);
    expect(newPhone!.id).not.toBe(phone!.id);
    return { email: codeInMessage(newEmail!.text), phone: codeInMessage(newPhone!.text) };
  });
  return { res, codes };
};
/** A code that is certainly not this one. */
const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Everything of an answer but the values that differ per registration. */
const shapeOf = (res: request.Response) => ({
  status: res.status,
  type: res.headers['content-type'],
  cookie: res.headers['set-cookie'],
  keys: Object.keys(res.body).sort(),
  idForm: /^[0-9a-f-]{36}$/.test(res.body.registrationId),
  expiresForm: typeof res.body.expiresAt,
  length: JSON.stringify(res.body).length,
});

describe('registration that does not reveal accounts', () => {
  it('answers alike for a free address, a taken email and a taken phone, and tells the owner instead', async () => {
    const owner = registration();
    await ctx.registerMember(owner);
    // The owner registered in Arabic (the default): the notice speaks Arabic.
    const since = new Date();
    const free = await register(registration());
    const takenEmail = await register(registration({ email: owner.email.toUpperCase() }));
    const takenPhone = await register(registration({ phone: owner.phone }));
    expect(free.status).toBe(202);
    expect(shapeOf(takenEmail)).toEqual(shapeOf(free));
    expect(shapeOf(takenPhone)).toEqual(shapeOf(free));

    const mailNotice = await waitForMessageTo(ctx.inboxDir, owner.email, {
      purpose: 'notice.register.attempt',
      after: since,
    });
    expect(mailNotice).toMatchObject({ channel: 'mail', locale: 'ar' });
    expect(mailNotice.text).toMatch(/حاول أحدهم/);
    expect(mailNotice.text).not.toMatch(/\d{6}/);
    const smsNotice = await waitForMessageTo(ctx.inboxDir, owner.phone, {
      purpose: 'notice.register.attempt',
      after: since,
    });
    expect(smsNotice).toMatchObject({ channel: 'sms', locale: 'ar' });
    // No code went to a taken address.
    expect(
      await latestMessageTo(ctx.inboxDir, owner.email, { purpose: 'verify.register.email', after: since }),
    ).toBeUndefined();
    expect(
      await latestMessageTo(ctx.inboxDir, owner.phone, { purpose: 'verify.register.phone', after: since }),
    ).toBeUndefined();
  });

  it('refuses a confirm for a taken address as a wrong code', async () => {
    const owner = registration();
    await ctx.registerMember(owner);
    const body = registration({ phone: owner.phone });
    const since = new Date();
    const res = await register(body);
    const mail = await waitForMessageTo(ctx.inboxDir, body.email, {
      purpose: 'verify.register.email',
      after: since,
    });
    // Whatever phone code is tried, the taken phone cannot be confirmed.
    const refused = await confirm(res.body.registrationId, codeInMessage(mail.text), '123456');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'invalid_code', field: 'phoneCode' });
  });

  it('refuses an address registered between register and confirm as a wrong code', async () => {
    const body = registration();
    const since = new Date();
    const first = await register(body);
    const codes = await codesOf(body, since);
    // Someone else confirms the same email first.
    await ctx.registerMember({ ...registration(), email: body.email });
    const res = await confirm(first.body.registrationId, codes.email, codes.phone);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_code', field: 'emailCode' });
  });
});

describe('confirming a registration', () => {
  it('names the wrong code, removes the registration at the 5th wrong try, and speaks the language', async () => {
    const body = registration();
    const since = new Date();
    const res = await register(body);
    const codes = await codesOf(body, since);
    const wrongPhone = await confirm(res.body.registrationId, codes.email, other(codes.phone));
    expect(wrongPhone.status).toBe(400);
    expect(wrongPhone.body).toMatchObject({ code: 'invalid_code', field: 'phoneCode' });
    const both = await request(ctx.app)
      .post('/api/auth/register/confirm')
      .set('Accept-Language', 'ar')
      .send({
        registrationId: res.body.registrationId,
        emailCode: other(codes.email),
        phoneCode: other(codes.phone),
      });
    expect(both.body.field).toBe('emailCode');
    expect(both.body.errors.map((e: { field: string }) => e.field)).toEqual(['emailCode', 'phoneCode']);
    expect(both.body.detail).toBe('هذا الرمز غير صحيح. راجع الرسالة التي أرسلناها وحاول مجددًا.');
    for (let i = 3; i <= 5; i++)
      expect((await confirm(res.body.registrationId, other(codes.email), codes.phone)).body.code).toBe(
        'invalid_code',
      );
    // Five wrong tries: even the right codes come too late.
    const late = await confirm(res.body.registrationId, codes.email, codes.phone);
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ code: 'registration_expired', field: 'registrationId' });
  });

  it('refuses a malformed code as validation, without spending a try', async () => {
    const res = await confirm('whatever', '12345', 'abcdef');
    expect(res.status).toBe(400);
    expect(
      res.body.errors.map((e: { field: string; messageKey: string }) => [e.field, e.messageKey]),
    ).toEqual([
      ['emailCode', 'verify.validation.code'],
      ['phoneCode', 'verify.validation.code'],
    ]);
  });

  it('is gone once confirmed (a replay) or expired', async () => {
    const body = registration();
    const since = new Date();
    const res = await register(body);
    const codes = await codesOf(body, since);
    expect((await confirm(res.body.registrationId, codes.email, codes.phone)).status).toBe(201);
    const replay = await confirm(res.body.registrationId, codes.email, codes.phone);
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe('registration_expired');
    // Signing in works with the registered password.
    await request(ctx.app)
      .post('/api/auth/login')
      .send({ email: body.email, password: body.password })
      .expect(200);

    const late = registration();
    const since2 = new Date();
    const pending = await register(late);
    const lateCodes = await codesOf(late, since2);
    await ctx.database.db.execute(
      sql`update auth.pending_registrations set expires_at = now() - interval '1 second' where id = ${pending.body.registrationId}`,
    );
    const expired = await confirm(pending.body.registrationId, lateCodes.email, lateCodes.phone);
    expect(expired.body.code).toBe('registration_expired');
    expect(
      (
        await request(ctx.app)
          .post('/api/auth/register/confirm')
          .send({ registrationId: 'not-a-registration', emailCode: '123456', phoneCode: '123456' })
      ).body.code,
    ).toBe('registration_expired');
  });

  it('resends new codes (the old ones stop working), three times at most', async () => {
    const body = registration();
    const since = new Date();
    const res = await register(body);
    const old = await codesOf(body, since);
    const again = await resent(body, res.body.registrationId);
    expect(again.res.body).toEqual(res.body);
    const fresh = again.codes;
    await resent(body, res.body.registrationId);
    const { codes: newest } = await resent(body, res.body.registrationId);
    const fourth = await request(ctx.app)
      .post('/api/auth/register/resend')
      .send({ registrationId: res.body.registrationId });
    expect(fourth.status).toBe(429);
    expect(fresh.email).toMatch(/^\d{6}$/);
    // The first codes no longer work (a wrong try), the newest do.
    expect((await confirm(res.body.registrationId, old.email, old.phone)).body.code).toBe('invalid_code');
    expect((await confirm(res.body.registrationId, newest.email, newest.phone)).status).toBe(201);
    expect(
      (
        await request(ctx.app)
          .post('/api/auth/register/resend')
          .send({ registrationId: res.body.registrationId })
      ).body.code,
    ).toBe('registration_expired');
  });
});
