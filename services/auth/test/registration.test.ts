import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('individual registration', () => {
  it('creates a member, signs them in, and publishes member.registered without credentials', async () => {
    const body = registration();
    const res = await register(body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      tokenType: 'Bearer',
      expiresIn: 900,
      account: { email: body.email, role: 'member', kind: 'individual', gender: 'female' },
    });
    expect(res.headers['set-cookie']?.[0]).toMatch(/^mawadda_refresh=.+HttpOnly.+SameSite=Strict/i);
    await expect.poll(() => ctx.published.find((e) => e.key === res.body.account.id)).toBeTruthy();
    const event = ctx.published.find((e) => e.key === res.body.account.id)!;
    expect(event).toMatchObject({
      type: 'member.registered',
      producer: 'auth',
      payload: {
        memberId: res.body.account.id,
        city: 'AE-SHJ',
        gender: 'female',
        birthDate: '1996-04-12',
        locale: 'en',
      },
    });
    expect(JSON.stringify(event)).not.toMatch(/password|Sabr-wa-Shukr|example\.ae/);
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
    ['an impossible date', { birthDate: '1990-02-30' }, 'birthDate', 'validation.date'],
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

  it('answers 409 for an email or a phone already registered, in any letter case', async () => {
    const first = registration();
    expect((await register(first)).status).toBe(201);
    const sameEmail = await register(registration({ email: first.email.toUpperCase() }));
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toMatchObject({ code: 'email_taken', field: 'email' });
    const samePhone = await register(registration({ phone: first.phone.replace('+971', '00971 ') }));
    expect(samePhone.status).toBe(409);
    expect(samePhone.body).toMatchObject({ code: 'phone_taken', field: 'phone' });
  });

  it('registers a company account with its own role', async () => {
    const res = await request(ctx.app)
      .post('/api/auth/register/company')
      .send({
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
      });
    expect(res.status).toBe(201);
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
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      const third = await send();
      expect(third.status).toBe(429);
      expect(third.body.detail).toMatch(/^محاولات كثيرة جدًا/);
    } finally {
      await strict.close();
    }
  });
});
