import { adminMemberDetailSchema, adminMemberSchema, type EventEnvelope } from '@mawadda/contracts';
import { uuidv7 } from '@mawadda/kit';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../src/store/schema.js';
import { refreshCookieFrom, registration, startAuthApp } from './support/auth-app.js';

let ctx: Awaited<ReturnType<typeof startAuthApp>>;
let admin: string;
let moderator: string;
beforeAll(async () => {
  ctx = await startAuthApp();
  const res = await ctx.signInRoot();
  admin = res.auth;
  moderator = await ctx.bearer('moderator');
});
afterAll(() => ctx.close());

const api = () => request(ctx.app);
const list = (query: Record<string, string>, auth = moderator) =>
  api().get('/api/auth/admin/members').query(query).set('Authorization', auth);
const setStatus = (id: string, body: object, auth = moderator) =>
  api().put(`/api/auth/admin/accounts/${id}/status`).set('Authorization', auth).send(body);

async function newMember(overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const res = await ctx.registerMember(body, { headers: { 'User-Agent': 'MemberPhone/1.0' } });
  return {
    id: res.body.account.id as string,
    credentials: { email: body.email, password: body.password },
    cookie: refreshCookieFrom(res)!,
    body,
  };
}

/** As the profile service would tell it: `profile.updated` with the member's completeness. */
async function profileUpdated(memberId: string, completeness: number, updatedAt = new Date()) {
  const envelope: EventEnvelope = {
    id: crypto.randomUUID(),
    type: 'profile.updated',
    version: 1,
    occurredAt: updatedAt.toISOString(),
    producer: 'profile',
    key: memberId,
    payload: {
      profile: {
        memberId,
        kind: 'individual',
        fullName: 'Someone',
        gender: 'female',
        birthDate: null,
        nationality: null,
        country: 'AE',
        city: 'AE-SHJ',
        maritalState: null,
        smoking: null,
        height: null,
        weight: null,
        religion: null,
        visibility: 'public',
        completeness,
        avatarId: null,
        registeredAt: updatedAt.toISOString(),
        updatedAt: updatedAt.toISOString(),
      },
      changed: ['about'],
    },
  };
  await ctx.bus.publish([envelope]);
}

describe('the staff member list', () => {
  let amina: Awaited<ReturnType<typeof newMember>>;
  let omar: Awaited<ReturnType<typeof newMember>>;
  let company: string;
  beforeAll(async () => {
    amina = await newMember({
      fullName: 'Amina Zahrani Listed',
      fullNameAr: 'أمينة الزهراني',
      country: 'AE',
      city: 'AE-SHJ',
    });
    omar = await newMember({ fullName: 'Omar Haddad Listed', gender: 'male', country: 'SA', city: 'SA-RUH' });
    const c = await ctx.registerMember(
      {
        companyNameEn: 'Listed Trading LLC',
        companyNameAr: 'شركة الإدراج',
        fullName: 'Listed Trading LLC',
        email: `listed.${Date.now()}@example.ae`,
        phone: '+971501234999',
        password: 'Sabr-wa-Shukr-77',
        confirmPassword: 'Sabr-wa-Shukr-77',
        country: 'AE',
        city: 'AE-DXB',
        address: 'Business Bay',
        mailBox: '12345',
        fax: '',
        acceptTerms: true,
        acceptOath: true,
      },
      { path: '/api/auth/register/company' },
    );
    company = c.body.account?.id;
  });

  it('lists members only, newest first, with Content-Range, in the row schema', async () => {
    const res = await list({ range: '[0,99]' }, admin).expect(200);
    expect(res.headers['content-range']).toMatch(/^members 0-\d+\/\d+$/);
    const rows = res.body as unknown[];
    for (const row of rows) adminMemberSchema.strict().parse(row);
    const ids = rows.map((r) => (r as { id: string }).id);
    expect(ids).toContain(amina.id);
    // The root admin is an account too, but never a member.
    expect(rows.some((r) => (r as { email: string }).email === 'root@mawadda.test')).toBe(false);
    const created = rows.map((r) => (r as { createdAt: string }).createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const total = Number(String(res.headers['content-range']).split('/')[1]);
    expect(total).toBe(rows.length);
  });

  it('searches names (Arabic too), email, phone and an exact id', async () => {
    const ids = async (q: string) =>
      (await list({ filter: JSON.stringify({ q }) }).expect(200)).body.map((r: { id: string }) => r.id);
    expect(await ids('Zahrani Listed')).toEqual([amina.id]);
    expect(await ids('الزهراني')).toEqual([amina.id]);
    expect(await ids(amina.body.email.toUpperCase())).toEqual([amina.id]);
    expect(await ids(omar.body.phone)).toEqual([omar.id]);
    expect(await ids(omar.id)).toEqual([omar.id]);
  });

  it('filters by gender, country, city, kind, status and joining date; sorts by name', async () => {
    const ids = async (filter: object, sort?: string) =>
      (await list({ filter: JSON.stringify(filter), ...(sort && { sort }) }).expect(200)).body.map(
        (r: { id: string }) => r.id,
      );
    expect(await ids({ gender: 'male', q: 'Listed' })).toEqual([omar.id]);
    expect(await ids({ country: 'SA', city: 'SA-RUH', q: 'Listed' })).toEqual([omar.id]);
    if (company) expect(await ids({ kind: 'company' })).toContain(company);
    expect(await ids({ kind: 'individual' })).not.toContain(company);
    expect(
      await ids({
        q: 'Listed',
        joinedFrom: '2000-01-01',
        joinedTo: new Date(Date.now() + 60_000).toISOString(),
      }),
    ).toHaveLength(company ? 3 : 2);
    expect(await ids({ q: 'Listed', joinedFrom: new Date(Date.now() + 60_000).toISOString() })).toEqual([]);
    expect(await ids({ q: 'Haddad Listed', status: 'active' })).toEqual([omar.id]);
    expect(await ids({ q: 'Listed', kind: 'individual' }, '["fullName","ASC"]')).toEqual([amina.id, omar.id]);
  });

  it('refuses an unknown filter, sort or malformed value with a 400 naming it', async () => {
    const bad = await list({ filter: JSON.stringify({ colour: 'red' }) }).expect(400);
    expect(bad.body.field).toBe('colour');
    const date = await list({ filter: JSON.stringify({ joinedFrom: 'last week' }) }).expect(400);
    expect(date.body.field).toBe('joinedFrom');
    const min = await list({ filter: JSON.stringify({ completenessMin: 'half' }) }).expect(400);
    expect(min.body.field).toBe('completenessMin');
    const sort = await list({ sort: '["passwordHash","ASC"]' }).expect(400);
    expect(sort.body.field).toBe('sort');
  });

  it('keeps completeness from profile.updated, filters and sorts by it; an older event changes nothing', async () => {
    await profileUpdated(amina.id, 80);
    await profileUpdated(omar.id, 35);
    await profileUpdated(amina.id, 10, new Date(Date.now() - 3600_000));
    await expect
      .poll(
        async () =>
          (await ctx.database.db.select().from(accounts).where(eq(accounts.id, omar.id)))[0]?.completeness,
      )
      .toBe(35);
    const rows = (await list({ filter: JSON.stringify({ q: 'Listed', completenessMin: 50 }) }).expect(200))
      .body;
    expect(rows.map((r: { id: string; completeness: number }) => [r.id, r.completeness])).toEqual([
      [amina.id, 80],
    ]);
    const sorted = (
      await list({
        filter: JSON.stringify({ q: 'Listed', kind: 'individual' }),
        sort: '["completeness","DESC"]',
      }).expect(200)
    ).body;
    expect(sorted.map((r: { id: string }) => r.id)).toEqual([amina.id, omar.id]);
  });

  it('refuses members and guests', async () => {
    const m = await newMember();
    const member = await api().post('/api/auth/login').send(m.credentials).expect(200);
    await list({}, `Bearer ${member.body.token}`).expect(403);
    await api().get('/api/auth/admin/members').expect(401);
    await api()
      .get(`/api/auth/admin/members/${m.id}`)
      .set('Authorization', `Bearer ${member.body.token}`)
      .expect(403);
  });
});

describe('a member page', () => {
  it('shows the row and the sign-ins, newest first, with their client; 404 for staff and unknown ids', async () => {
    const m = await newMember();
    await api().post('/api/auth/login').set('User-Agent', 'MemberLaptop/2.0').send(m.credentials).expect(200);
    const res = await api()
      .get(`/api/auth/admin/members/${m.id}`)
      .set('Authorization', moderator)
      .expect(200);
    const detail = adminMemberDetailSchema.strict().parse(res.body);
    expect(detail).toMatchObject({ id: m.id, email: m.body.email, status: 'active', suspension: null });
    expect(detail.lastSignInAt).not.toBeNull();
    expect(detail.loginHistory.map((s) => s.userAgent)).toEqual(['MemberLaptop/2.0', 'MemberPhone/1.0']);
    expect(detail.loginHistory[0]!.ip).toBeTruthy();

    const root = (
      await ctx.database.db.select().from(accounts).where(eq(accounts.email, 'root@mawadda.test'))
    )[0]!;
    await api().get(`/api/auth/admin/members/${root.id}`).set('Authorization', moderator).expect(404);
    await api().get(`/api/auth/admin/members/${uuidv7()}`).set('Authorization', moderator).expect(404);
    await api().get('/api/auth/admin/members/not-a-uuid').set('Authorization', moderator).expect(404);
  });
});

describe('suspending with a reason', () => {
  it('needs a reason to suspend: a 400 naming `reason`, and nothing changes', async () => {
    const m = await newMember();
    const res = await setStatus(m.id, { status: 'suspended' }).expect(400);
    expect(res.body.field).toBe('reason');
    const wrong = await setStatus(m.id, { status: 'suspended', reason: 'bad_vibes' }).expect(400);
    expect(wrong.body.field).toBe('reason');
    const long = await setStatus(m.id, {
      status: 'suspended',
      reason: 'scam',
      note: 'x'.repeat(1001),
    }).expect(400);
    expect(long.body.field).toBe('note');
    await api().post('/api/auth/login').send(m.credentials).expect(200);
  });

  it('stores who, when and why, and the member is told the reason in their language at sign-in and refresh', async () => {
    const m = await newMember();
    const res = await setStatus(m.id, {
      status: 'suspended',
      reason: 'harassment',
      note: 'Three reports this week',
    }).expect(200);
    const row = adminMemberSchema.strict().parse(res.body);
    expect(row.status).toBe('suspended');
    expect(row.suspension).toMatchObject({
      reason: 'harassment',
      note: 'Three reports this week',
      by: expect.any(String),
    });

    const en = await api().post('/api/auth/login?lang=en').send(m.credentials).expect(403);
    expect(en.body).toMatchObject({
      code: 'account_suspended',
      messageKey: 'auth.suspended.reason.harassment',
      detail: 'This account is suspended for harassing other members. Please contact us.',
    });
    // The staff note is for staff: the member never sees it.
    expect(JSON.stringify(en.body)).not.toContain('Three reports');
    const ar = await api()
      .post('/api/auth/login')
      .set('Accept-Language', 'ar')
      .send(m.credentials)
      .expect(403);
    expect(ar.body.detail).toBe('هذا الحساب موقوف بسبب مضايقة أعضاء آخرين. يرجى التواصل معنا.');
    const refresh = await api().post('/api/auth/refresh?lang=tr').set('Cookie', m.cookie).expect(403);
    expect(refresh.body).toMatchObject({
      code: 'account_suspended',
      messageKey: 'auth.suspended.reason.harassment',
    });
    expect(refresh.body.detail).toContain('taciz');
    // A wrong password learns nothing about the suspension.
    const wrong = await api()
      .post('/api/auth/login')
      .send({ ...m.credentials, password: 'Not-the-password-1' })
      .expect(401);
    expect(wrong.body.code).toBe('invalid_credentials');

    const listed = (await list({ filter: JSON.stringify({ status: 'suspended', q: m.id }) }).expect(200))
      .body;
    expect(listed).toHaveLength(1);
  });

  it('reinstating clears the reason and signing in works again', async () => {
    const m = await newMember();
    await setStatus(m.id, { status: 'suspended', reason: 'scam' }).expect(200);
    const res = await setStatus(m.id, { status: 'active', note: 'Appeal accepted' }).expect(200);
    expect(res.body).toMatchObject({ status: 'active', suspension: null });
    await api().post('/api/auth/login').send(m.credentials).expect(200);
  });
});
