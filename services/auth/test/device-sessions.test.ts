import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshCookieFrom, registration, startAuthApp } from './support/auth-app.js';

/** The account's signed-in devices: the list, signing one out, signing out everywhere else. */
let ctx: Awaited<ReturnType<typeof startAuthApp>>;
beforeAll(async () => {
  ctx = await startAuthApp();
});
afterAll(() => ctx.close());

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const DESKTOP_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

async function newMember() {
  const body = registration();
  const res = await ctx.registerMember(body, { headers: { 'User-Agent': DESKTOP_UA } });
  return {
    body,
    id: res.body.account.id as string,
    token: res.body.token as string,
    cookie: refreshCookieFrom(res)!,
  };
}

const signIn = async (m: { body: { email: string; password: string } }, userAgent: string) => {
  const res = await request(ctx.app)
    .post('/api/auth/login')
    .set('User-Agent', userAgent)
    .send({ email: m.body.email, password: m.body.password })
    .expect(200);
  return { token: res.body.token as string, cookie: refreshCookieFrom(res)! };
};
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const list = (token: string) => request(ctx.app).get('/api/auth/me/sessions').set(bearer(token));
const me = (token: string) => request(ctx.app).get('/api/auth/me').set(bearer(token));
const sidOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

describe('the devices list', () => {
  it('lists open sign-ins, latest first, with browser, system, masked network and the current one', async () => {
    const m = await newMember();
    const phone = await signIn(m, PHONE_UA);
    const res = await list(m.token);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.items).toHaveLength(2);
    const [latest, first] = res.body.items;
    expect(latest).toMatchObject({
      id: sidOf(phone.token),
      current: false,
      browser: 'Chrome 126',
      os: 'Android 14',
      device: 'Samsung SM-S918B',
    });
    expect(first).toMatchObject({
      id: sidOf(m.token),
      current: true,
      browser: 'Safari 17',
      os: 'Mac OS 10.15.7',
    });
    expect(first).not.toHaveProperty('device');
    // The test client's address, masked: the network, never the host.
    expect(first.ip).toBe('127.0.0.*');
    expect(Date.parse(latest.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(first.lastSeenAt));
    expect(Date.parse(first.firstSeenAt)).toBeLessThanOrEqual(Date.parse(first.lastSeenAt));
    // Another device sees itself as current.
    const fromPhone = await list(phone.token);
    expect(fromPhone.body.items.find((s: { current: boolean }) => s.current).id).toBe(sidOf(phone.token));
  });

  it('keeps a refreshed sign-in as one entry, seen last at its refresh, and drops ended or expired ones', async () => {
    const m = await newMember();
    const other = await signIn(m, PHONE_UA);
    // Both sign-ins happened a minute ago, so the refresh below is seen later than its sign-in.
    await ctx.database.db.execute(
      sql`update auth.refresh_tokens set created_at = created_at - interval '1 minute' where account_id = ${m.id}`,
    );
    const refreshed = await request(ctx.app)
      .post('/api/auth/refresh')
      .set('Cookie', m.cookie)
      .set('User-Agent', PHONE_UA)
      .expect(200);
    const items = (await list(refreshed.body.token)).body.items;
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ id: sidOf(m.token), current: true, browser: 'Chrome 126' });
    expect(Date.parse(items[0].lastSeenAt)).toBeGreaterThan(Date.parse(items[0].firstSeenAt));
    await request(ctx.app).post('/api/auth/logout').set('Cookie', other.cookie).expect(204);
    expect((await list(refreshed.body.token)).body.items).toHaveLength(1);
    const third = await signIn(m, PHONE_UA);
    await ctx.database.db.execute(
      sql`update auth.refresh_tokens set expires_at = now() - interval '1 second' where family_id = ${sidOf(third.token)}`,
    );
    expect((await list(refreshed.body.token)).body.items.map((s: { id: string }) => s.id)).toEqual([
      sidOf(m.token),
    ]);
  });

  it('answers every kind of account (a guest gets 401)', async () => {
    expect((await request(ctx.app).get('/api/auth/me/sessions')).status).toBe(401);
    expect((await request(ctx.app).delete('/api/auth/me/sessions')).status).toBe(401);
    expect((await request(ctx.app).delete(`/api/auth/me/sessions/${crypto.randomUUID()}`)).status).toBe(401);
  });
});

describe('signing devices out', () => {
  it('ends one device at once, its access token included; another account’s or an unknown id is 404', async () => {
    const m = await newMember();
    const phone = await signIn(m, PHONE_UA);
    const stranger = await newMember();
    const theirs = await request(ctx.app)
      .delete(`/api/auth/me/sessions/${sidOf(phone.token)}`)
      .set(bearer(stranger.token));
    expect(theirs.status).toBe(404);
    for (const id of [crypto.randomUUID(), 'not-a-session', m.id])
      expect((await request(ctx.app).delete(`/api/auth/me/sessions/${id}`).set(bearer(m.token))).status).toBe(
        404,
      );
    expect((await me(phone.token)).status).toBe(200);
    const ended = await request(ctx.app)
      .delete(`/api/auth/me/sessions/${sidOf(phone.token)}`)
      .set(bearer(m.token));
    expect(ended.status).toBe(204);
    expect((await me(phone.token)).status).toBe(401);
    expect((await request(ctx.app).post('/api/auth/refresh').set('Cookie', phone.cookie)).status).toBe(401);
    expect((await me(m.token)).status).toBe(200);
    await expect
      .poll(() =>
        ctx.published.find(
          (e) =>
            e.type === 'sessions.revoked' &&
            e.key === m.id &&
            e.payload.reason === 'logout' &&
            (e.payload.sessionIds as string[]).includes(sidOf(phone.token)),
        ),
      )
      .toBeTruthy();
    // Gone: a second try finds nothing.
    expect(
      (
        await request(ctx.app)
          .delete(`/api/auth/me/sessions/${sidOf(phone.token)}`)
          .set(bearer(m.token))
      ).status,
    ).toBe(404);
  });

  it('signs out everywhere else, keeping the caller', async () => {
    const m = await newMember();
    const phone = await signIn(m, PHONE_UA);
    const laptop = await signIn(m, DESKTOP_UA);
    const stranger = await newMember();
    const res = await request(ctx.app).delete('/api/auth/me/sessions').set(bearer(phone.token));
    expect(res.status).toBe(204);
    expect((await me(phone.token)).status).toBe(200);
    expect((await me(m.token)).status).toBe(401);
    expect((await me(laptop.token)).status).toBe(401);
    expect((await request(ctx.app).post('/api/auth/refresh').set('Cookie', laptop.cookie)).status).toBe(401);
    expect((await list(phone.token)).body.items.map((s: { id: string }) => s.id)).toEqual([
      sidOf(phone.token),
    ]);
    // Nobody else's sign-ins.
    expect((await me(stranger.token)).status).toBe(200);
  });
});
