import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthApp } from './support/auth-app.js';

let ctx: Awaited<ReturnType<typeof startAuthApp>>;
let admin: string;
beforeAll(async () => {
  ctx = await startAuthApp();
  const res = await ctx.signInRoot();
  admin = res.auth;
});
afterAll(() => ctx.close());

const list = (path: string, filter: object) =>
  request(ctx.app)
    .get(path)
    .query({ filter: JSON.stringify(filter) })
    .set('Authorization', admin);

describe('staff date filters', () => {
  // Year 0000 is a date JS reads but Postgres refuses: it reached the query and answered 500.
  it.each([
    ['/api/auth/admin/members', 'joinedFrom', '0000-01-01'],
    ['/api/auth/admin/members', 'joinedTo', '0000-12-31T10:00:00Z'],
    ['/api/auth/admin/audit', 'from', '0000-01-01'],
    ['/api/auth/admin/audit', 'to', '2026-13-01'],
    ['/api/auth/admin/audit', 'to', '2026-02-30'],
  ])('%s with %s=%s is a 400 naming the filter', async (path, field, value) => {
    const res = await list(path, { [field]: value }).expect(400);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body).toMatchObject({ code: 'invalid_filter', field, messageKey: 'validation.query' });
  });

  it('reads the earliest and latest days Postgres holds', async () => {
    await list('/api/auth/admin/members', { joinedFrom: '0001-01-01', joinedTo: '9999-12-31' }).expect(200);
    await list('/api/auth/admin/audit', { from: '0001-01-01T00:00:00Z', to: '9999-12-31T23:59:59Z' }).expect(
      200,
    );
  });
});
