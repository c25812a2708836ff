import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeInMessage, waitForMessageTo } from '@mawadda/kit/testing';
import { registration, startAuthApp } from './support/auth-app.js';

let ctx: Awaited<ReturnType<typeof startAuthApp>>;
beforeAll(async () => {
  ctx = await startAuthApp();
});
afterAll(() => ctx.close());

const register = (body: unknown, lang = 'en') =>
  request(ctx.app)
    .post('/api/auth/register')
    .set('Accept-Language', lang)
    .send(body as object);

const confirm = (registrationId: string, emailCode: string, phoneCode: string) =>
  request(ctx.app).post('/api/auth/register/confirm').send({ registrationId, emailCode, phoneCode });

describe('individual registration', () => {
  it('answers 202 with a pending registration, sends both codes, and makes the account on confirm', async () => {
    const body = registration();
    const res = await register(body);
    expect(res.status).toBe(202);
    expect(Object.keys(res.body).sort()).toEqual(['expiresAt', 'registrationId']);
    expect(new Date(res.body.expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    const mail = await waitForMessageTo(ctx.inboxDir, body.email, { purpose: 'verify.register.email' });
    const sms = await waitForMessageTo(ctx.inboxDir, body.phone, { purpose: 'verify.register.phone' });
    expect(mail.locale).toBe('en');
    expect(mail.text).toContain(
      `http://localhost:3000/en/verify-email?registration=${res.body.registrationId}&code=${codeInMessage(mail.text)}`,
    );
    // Nothing exists yet: no sign-in, no event.
    expect(res.headers['set-cookie']).toBeUndefined();
    const confirmed = await confirm(
      res.body.registrationId,
      codeInMessage(mail.text),
      codeInMessage(sms.text),
    );
    expect(confirmed.status).toBe(201);
    expect(confirmed.body).toMatchObject({
      tokenType: 'Bearer',
      expiresIn: 900,
      account: { email: body.email, role: 'member', kind: 'individual', gender: 'female' },
    });
    expect(confirmed.body.account.emailVerifiedAt).toBeTruthy();
    expect(confirmed.body.account.phoneVerifiedAt).toBeTruthy();
    expect(confirmed.headers['set-cookie']?.[0]).toMatch(/^mawadda_refresh=.+HttpOnly.+SameSite=Strict/i);
    const id = confirmed.body.account.id;
    await expect.poll(() => ctx.published.filter((e) => e.key === id).length).toBe(3);
    const event = ctx.published.find((e) => e.key === id && e.type === 'member.registered')!;
    expect(event).toMatchObject({
      producer: 'auth',
      payload: { memberId: id, city: 'AE-SHJ', gender: 'female', birthDate: '1996-04-12', locale: 'en' },
    });
    const verified = ctx.published.filter((e) => e.key === id && e.type === 'member.verified');
    expect(verified.map((e) => e.payload.kind).sort()).toEqual(['email', 'phone']);
    for (const e of ctx.published.filter((x) => x.key === id))
      expect(JSON.stringify(e)).not.toMatch(/password|Sabr-wa-Shukr|example\.ae|\+9715/);
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['a short full name', { fullName: 'Al' }, 'fullName', 'validation.minLength'],
    ['an empty full name', { fullName: '   ' }, 'fullName', 'validation.required'],
    ['a missing email', { email: undefined }, 'email', 'validation.required'],
    ['a malformed email', { email: 'fatima@' }, 'email', 'validation.email'],
    ['a short password', { password: 'abc12', confirmPassword: 'abc12' }, 'password', 'validation.minLength'],
    [
      'different passwords',
      { confirmPassword: 'Something-else-9' },
      'confirmPassword',
      'validation.passwordsMismatch',
    ],
    [
      'a common password',
      { password: 'password123', confirmPassword: 'password123' },
      'password',
      'validation.passwordCommon',
    ],
    ['an invalid phone', { phone: '+97150' }, 'phone', 'validation.phone'],
    ['a missing phone', { phone: '' }, 'phone', 'validation.required'],
    ['no communication method', { communicate: '' }, 'communicate', 'validation.required'],
    [
      'an unknown site objective',
      { siteObjectiveId: 'dating' },
      'siteObjectiveId',
      'validation.unknownOption',
    ],
    ['no marital state', { maritalState: undefined }, 'maritalState', 'validation.required'],
    ['a married woman', { maritalState: 'married' }, 'maritalState', 'validation.maritalStateNotAllowed'],
    ['no address', { address: '' }, 'address', 'validation.required'],
    ['no city', { city: undefined }, 'city', 'validation.required'],
    ['a city outside the country', { city: 'SA-RUH' }, 'city', 'validation.cityNotInCountry'],
    ['no country', { country: '' }, 'country', 'validation.required'],
    ['a minor', { birthDate: `${new Date().getUTCFullYear() - 17}-01-01` }, 'birthDate', 'validation.adult'],
    ['an impossible date', { birthDate: '1990-02-30' }, 'birthDate', 'validation.realDate'],
    ['no oath', { acceptOath: false }, 'acceptOath', 'validation.oathRequired'],
    ['terms not accepted', { acceptTerms: undefined }, 'acceptTerms', 'validation.termsRequired'],
    ['a wrong gender', { gender: 'other' }, 'gender', 'validation.unknownOption'],
  ];

  it.each(cases)('refuses %s with a problem naming the field', async (_name, override, field, messageKey) => {
    const res = await register(registration(override));
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    const error = res.body.errors.find((e: { field: string }) => e.field === field);
    expect(error).toMatchObject({ field, messageKey });
    expect(error.message).toBeTypeOf('string');
  });

  it('shows the first failing rule first and speaks the member language', async () => {
    const res = await register(registration({ fullName: '', confirmPassword: 'nope-nope-1' }), 'ar');
    expect(res.body.field).toBe('fullName');
    expect(res.body.detail).toBe('الاسم الكامل مطلوب.');
    expect(res.body.errors.find((e: { field: string }) => e.field === 'confirmPassword').message).toBe(
      'كلمتا المرور غير متطابقتين',
    );
    const en = await register(registration({ confirmPassword: 'nope-nope-1' }));
    expect(en.body.detail).toBe('passwords do not match');
  });

  it('registers a company account with its own role', async () => {
    const res = await ctx.registerMember(
      {
        companyNameEn: 'Noor Family Consulting',
        companyNameAr: 'نور للاستشارات الأسرية',
        email: `noor${Date.now()}@example.ae`,
        phone: '+97142345678',
        mailBox: '12345',
        fax: '+971 4 234 5679',
        address: 'Business Bay, Dubai',
        password: 'Company-pass-2026',
        confirmPassword: 'Company-pass-2026',
        acceptTerms: true,
      },
      { path: '/api/auth/register/company' },
    );
    expect(res.body.account).toMatchObject({
      role: 'company',
      kind: 'company',
      fullName: 'Noor Family Consulting',
    });
  });

  it('offers the registration choices in five locales', async () => {
    const res = await request(ctx.app).get('/api/auth/registration-options');
    expect(res.status).toBe(200);
    for (const list of ['siteObjectives', 'communicationMethods', 'countries', 'cities', 'nationalities']) {
      expect(res.body[list].length).toBeGreaterThan(0);
      for (const option of res.body[list])
        for (const l of ['ar', 'en', 'ur', 'fa', 'tr']) expect(option.label[l]).toBeTruthy();
    }
    expect(res.body.cities.find((c: { id: string }) => c.id === 'AE-DXB')).toMatchObject({ countryId: 'AE' });
  });
});

describe('registration rate limit', () => {
  it('refuses the registration past the hourly budget of one address with 429', async () => {
    const strict = await startAuthApp({ RATE_LIMIT_REGISTER_PER_HOUR: '2' });
    try {
      const send = () => request(strict.app).post('/api/auth/register').send(registration());
      expect((await send()).status).toBe(202);
      expect((await send()).status).toBe(202);
      const third = await send();
      expect(third.status).toBe(429);
      expect(third.body.detail).toMatch(/^محاولات كثيرة جدًا/);
    } finally {
      await strict.close();
    }
  });
});
