import { registrationStatsSchema } from '@mawadda/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../src/store/schema.js';
import { registration, startAuthApp } from './support/auth-app.js';

let ctx: Awaited<ReturnType<typeof startAuthApp>>;
beforeAll(async () => {
  ctx = await startAuthApp();
});
afterAll(() => ctx.close());

const stats = (query: Record<string, string>, auth?: string) => {
  const req = request(ctx.app).get('/api/auth/admin/stats/registrations').query(query);
  return auth ? req.set('Authorization', auth) : req;
};

/** A member registered through the API, then dated `at` (as if they had joined then). */
async function memberJoinedAt(at: string) {
  const res = await ctx.registerMember(registration());
  const id = res.body.account.id as string;
  await ctx.database.db
    .update(accounts)
    .set({ createdAt: new Date(at) })
    .where(eq(accounts.id, id));
  return id;
}

describe('registration stats', () => {
  it('counts member accounts a day in UTC, every day of the range present, staff left out', async () => {
    await memberJoinedAt('2026-03-01T00:00:00Z');
    await memberJoinedAt('2026-03-01T23:59:59Z');
    await memberJoinedAt('2026-03-03T12:00:00Z');
    // The day before and after the range.
    await memberJoinedAt('2026-02-28T23:59:59Z');
    await memberJoinedAt('2026-03-04T00:00:00Z');
    // The first admin is an account of the same days: not a registration.
    await ctx.database.db
      .update(accounts)
      .set({ createdAt: new Date('2026-03-02T10:00:00Z') })
      .where(eq(accounts.role, 'admin'));

    const res = await stats({ from: '2026-03-01', to: '2026-03-03' }, await ctx.bearer('moderator')).expect(
      200,
    );
    expect(registrationStatsSchema.parse(res.body)).toEqual({
      registrations: [
        { day: '2026-03-01', count: 2 },
        { day: '2026-03-02', count: 0 },
        { day: '2026-03-03', count: 1 },
      ],
    });
    await stats({ from: '2026-03-01', to: '2026-03-01' }, await ctx.bearer('admin')).expect(200);
  });

  it('is for staff only', async () => {
    const range = { from: '2026-03-01', to: '2026-03-03' };
    await stats(range).expect(401);
    await stats(range, await ctx.bearer('member')).expect(403);
    await stats(range, await ctx.bearer('guardian')).expect(403);
  });

  it.each([
    [{ from: '2026-03-01' }, 'to'],
    [{ from: '2026-02-30', to: '2026-03-01' }, 'from'],
    [{ from: '2026-03-05', to: '2026-03-01' }, 'to'],
    [{ from: '2025-01-01', to: '2026-03-01' }, 'to'],
  ])('refuses %o with a problem naming %s', async (query, field) => {
    const res = await stats(query as Record<string, string>, await ctx.bearer('moderator')).expect(400);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(JSON.stringify(res.body)).toContain(field);
  });
});
