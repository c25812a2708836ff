import { memberExportSchema, type MemberRegisteredPayload } from '@mawadda/contracts';
import {
  exportGetOf,
  exportStatusesForNonAdmins,
  answersToForeignCursors,
  FOREIGN_CURSOR_REFUSED,
  walkExport,
} from '@mawadda/kit/testing';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration, startAuthApp } from './support/auth-app.js';

// Its own app: `total` and the walk count every account in the database.
let ctx: Awaited<ReturnType<typeof startAuthApp>>;
let admin: string;
beforeAll(async () => {
  ctx = await startAuthApp();
  const res = await ctx.signInRoot();
  admin = res.auth;
});
afterAll(() => ctx.close());

const PATH = '/api/auth/admin/export/members';
const api = () => request(ctx.app);
const get = exportGetOf((url) => api().get(url), PATH);
const register = async () => (await ctx.registerMember(registration())).body;

describe('member export', () => {
  it('is for admins only', async () => {
    const member = await register();
    expect(
      await exportStatusesForNonAdmins(get, {
        member: `Bearer ${member.token}`,
        moderator: await ctx.bearer('moderator'),
      }),
    ).toEqual({
      guest: 401,
      member: 403,
      moderator: 403,
    });
  });

  it('pages every member account once, by id, as member.registered carried it (no phone key), with its status', async () => {
    await register();
    await register();
    const suspended = (await register()).account.id as string;
    const company = await ctx.registerMember(
      {
        companyNameEn: 'Sakina Events',
        companyNameAr: 'سكينة للمناسبات',
        email: `sakina${Date.now()}@example.ae`,
        phone: '+97142345611',
        mailBox: '777',
        fax: '+971 4 234 5612',
        address: 'Khalidiya, Abu Dhabi',
        password: 'Company-pass-2026',
        confirmPassword: 'Company-pass-2026',
        acceptTerms: true,
      },
      { path: '/api/auth/register/company' },
    );
    await api()
      .put(`/api/auth/admin/accounts/${suspended}/status`)
      .set('Authorization', admin)
      .send({ status: 'suspended', reason: 'scam' })
      .expect(200);

    const pages = await walkExport(
      async (query) => (await api().get(`${PATH}?${query}`).set('Authorization', admin).expect(200)).body,
      2,
    );
    // Four members (the first test's too) and a company; the admin is staff, never listed.
    expect(pages.map((p) => p.items.length)).toEqual([2, 2, 1]);
    expect(pages.map((p) => p.total)).toEqual([5, 5, 5]);
    const items = pages.flatMap((p) => p.items).map((i) => memberExportSchema.strict().parse(i));
    const ids = items.map((i) => i.memberId);
    expect(ids).toEqual([...new Set(ids)].sort());

    // Each is exactly the registration event's payload but its phone key, plus the status as it
    // is now: staff need no digest that links accounts by phone number (the strict parse above
    // refuses one). (On Kafka the probe also hears other suites' auth apps: look for these
    // members' events.)
    const registeredEvent = (memberId: string) =>
      ctx.published.find((e) => e.type === 'member.registered' && e.key === memberId);
    await expect.poll(() => ids.every((id) => registeredEvent(id))).toBe(true);
    for (const item of items) {
      const { phoneKey, ...carried } = registeredEvent(item.memberId)!.payload as MemberRegisteredPayload;
      expect(phoneKey).toMatch(/^[0-9a-f]{64}$/);
      expect(item).not.toHaveProperty('phoneKey');
      const { status, ...payload } = item;
      expect(payload).toEqual(carried);
      expect(status).toBe(item.memberId === suspended ? 'suspended' : 'active');
    }
    expect(items.find((i) => i.memberId === company.body.account.id)).toMatchObject({ kind: 'company' });
  });

  it('refuses a cursor it did not write with 400 on `cursor`', async () => {
    for (const answer of await answersToForeignCursors(get, admin))
      expect(answer).toMatchObject(FOREIGN_CURSOR_REFUSED);
  });
});
