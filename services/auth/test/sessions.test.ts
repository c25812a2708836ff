import request from 'supertest';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshCookieFrom, registration, startAuthApp } from './support/auth-app.js';

let ctx: Awaited<ReturnType<typeof startAuthApp>>;
beforeAll(async () => {
  ctx = await startAuthApp();
});
afterAll(() => ctx.close());

async function newMember() {
  const body = registration();
  const res = await ctx.registerMember(body);
  return {
    body,
    id: res.body.account.id as string,
    token: res.body.token as string,
    cookie: refreshCookieFrom(res)!,
  };
}

const login = (body: object) => request(ctx.app).post('/api/auth/login').send(body);
const refresh = (cookie?: string) => {
  const r = request(ctx.app).post('/api/auth/refresh');
  return cookie ? r.set('Cookie', cookie) : r;
};

describe('login', () => {
  it('signs in with email or with phone, and the token opens /me', async () => {
    const m = await newMember();
    const byEmail = await login({ email: m.body.email, password: m.body.password });
    expect(byEmail.status).toBe(200);
    const byPhone = await login({ phone: m.body.phone, password: m.body.password });
    expect(byPhone.status).toBe(200);
    const me = await request(ctx.app)
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${byPhone.body.token}`);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: m.id, email: m.body.email });
    expect(me.body).not.toHaveProperty('passwordHash');
  });

  it('answers an unknown email and a wrong password alike', async () => {
    const m = await newMember();
    const wrong = await login({ email: m.body.email, password: 'not-the-password' });
    const unknown = await login({ email: `nobody${Date.now()}@example.ae`, password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const strip = (b: Record<string, unknown>) => ({ ...b, requestId: undefined });
    expect(strip(wrong.body)).toEqual(strip(unknown.body));
    expect(wrong.body.code).toBe('invalid_credentials');
  });

  it('locks an account after 5 failures, even against the right password, with Retry-After', async () => {
    const m = await newMember();
    for (let i = 0; i < 5; i++)
      expect((await login({ email: m.body.email, password: `wrong-${i}-pass` })).status).toBe(401);
    const locked = await login({ email: m.body.email, password: m.body.password });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.body).toMatchObject({ code: 'rate_limited', messageKey: 'error.rateLimited' });
  });

  it('counts failures per account: five by email lock the phone door too', async () => {
    const m = await newMember();
    for (let i = 0; i < 5; i++)
      expect((await login({ email: m.body.email, password: `wrong-${i}-pass` })).status).toBe(401);
    const byPhone = await login({ phone: m.body.phone, password: m.body.password });
    expect(byPhone.status).toBe(429);
    // Another account is not slowed by this one's lock.
    const other = await newMember();
    expect((await login({ email: other.body.email, password: other.body.password })).status).toBe(200);
  });
});

describe('tokens', () => {
  it('refuses a tampered, foreign or missing token with 401', async () => {
    const m = await newMember();
    const [h, p, s] = m.token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...payload, role: 'admin' })).toString('base64url')}.${s}`;
    expect((await request(ctx.app).get('/api/auth/me').set('Authorization', `Bearer ${forged}`)).status).toBe(
      401,
    );
    const foreign = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(m.id)
      .setIssuer('mawadda-auth')
      .setAudience('mawadda')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('x'.repeat(32)));
    expect(
      (await request(ctx.app).get('/api/auth/me').set('Authorization', `Bearer ${foreign}`)).status,
    ).toBe(401);
    const none = await request(ctx.app).get('/api/auth/me');
    expect(none.status).toBe(401);
    expect(none.body.detail).toBe('يرجى تسجيل الدخول أولًا');
  });

  it('publishes only public keys at the JWKS endpoint, and they verify issued tokens', async () => {
    const res = await request(ctx.app).get('/api/auth/.well-known/jwks.json');
    expect(res.status).toBe(200);
    expect(res.body.keys).toHaveLength(1);
    expect(res.body.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
    expect(res.body.keys[0]).not.toHaveProperty('d');
  });

  it('rotates the refresh token, and reuse of an old one ends the whole family', async () => {
    const m = await newMember();
    const first = await refresh(m.cookie);
    expect(first.status).toBe(200);
    const rotated = refreshCookieFrom(first)!;
    expect(rotated).not.toBe(m.cookie);
    const me = await request(ctx.app).get('/api/auth/me').set('Authorization', `Bearer ${first.body.token}`);
    expect(me.status).toBe(200);
    const replay = await refresh(m.cookie);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('refresh_reused');
    // The thief's replay also cut off the legitimate holder of the newer token.
    expect((await refresh(rotated)).status).toBe(401);
  });

  it('logout ends the sign-in; a missing or garbled cookie is refused', async () => {
    const m = await newMember();
    const out = await request(ctx.app).post('/api/auth/logout').set('Cookie', m.cookie);
    expect(out.status).toBe(204);
    expect(out.headers['set-cookie']?.[0]).toMatch(/mawadda_refresh=;/);
    expect((await refresh(m.cookie)).status).toBe(401);
    expect((await refresh()).status).toBe(401);
    expect((await refresh('mawadda_refresh=garbage')).status).toBe(401);
  });

  it('logout stops the access token of that sign-in at once, and clears the media cookie; other sign-ins go on', async () => {
    const m = await newMember();
    const elsewhere = await login({ email: m.body.email, password: m.body.password });
    const out = await request(ctx.app).post('/api/auth/logout').set('Cookie', m.cookie).expect(204);
    expect(String(out.headers['set-cookie'])).toMatch(/mw_media=;.*Path=\/api\/profile\/media/);
    const me = await request(ctx.app).get('/api/auth/me').set('Authorization', `Bearer ${m.token}`);
    expect(me.status).toBe(401);
    expect(me.body.code).toBe('session_revoked');
    await request(ctx.app)
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${elsewhere.body.token}`)
      .expect(200);
  });

  it('a reused refresh token stops the access tokens of its family too', async () => {
    const m = await newMember();
    const first = await refresh(m.cookie);
    await refresh(m.cookie).expect(401);
    await request(ctx.app).get('/api/auth/me').set('Authorization', `Bearer ${first.body.token}`).expect(401);
  });
});

describe('password change and account deletion', () => {
  it('changes the password only with the current one, and ends other sign-ins', async () => {
    const m = await newMember();
    const auth = { Authorization: `Bearer ${m.token}` };
    const wrong = await request(ctx.app).post('/api/auth/me/password').set(auth).send({
      currentPassword: 'nope-nope',
      newPassword: 'Tawakkul-2027!',
      confirmPassword: 'Tawakkul-2027!',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.field).toBe('currentPassword');
    const same = await request(ctx.app).post('/api/auth/me/password').set(auth).send({
      currentPassword: m.body.password,
      newPassword: m.body.password,
      confirmPassword: m.body.password,
    });
    expect(same.body).toMatchObject({ field: 'newPassword', messageKey: 'validation.passwordSameAsOld' });
    const ok = await request(ctx.app).post('/api/auth/me/password').set(auth).send({
      currentPassword: m.body.password,
      newPassword: 'Tawakkul-2027!',
      confirmPassword: 'Tawakkul-2027!',
    });
    expect(ok.status).toBe(204);
    // The old password's holders are out at once: the access token no longer opens anything.
    expect((await request(ctx.app).get('/api/auth/me').set(auth)).status).toBe(401);
    expect((await refresh(m.cookie)).status).toBe(401);
    expect((await login({ email: m.body.email, password: m.body.password })).status).toBe(401);
    expect((await login({ email: m.body.email, password: 'Tawakkul-2027!' })).status).toBe(200);
  });

  it('deletes the account with its password and publishes member.deleted', async () => {
    const m = await newMember();
    const auth = { Authorization: `Bearer ${m.token}` };
    expect(
      (await request(ctx.app).delete('/api/auth/me').set(auth).send({ password: 'wrong-password' })).status,
    ).toBe(400);
    const res = await request(ctx.app).delete('/api/auth/me').set(auth).send({ password: m.body.password });
    expect(res.status).toBe(204);
    await expect
      .poll(() => ctx.published.find((e) => e.type === 'member.deleted' && e.key === m.id))
      .toBeTruthy();
    expect((await login({ email: m.body.email, password: m.body.password })).status).toBe(401);
    expect((await request(ctx.app).get('/api/auth/me').set(auth)).status).toBe(401);
  });
});

describe('first admin and bad input', () => {
  it('creates the first admin from the environment, once, enrolled with ADMIN_TOTP_SECRET', async () => {
    const res = await login({ email: 'root@mawadda.test', password: 'Root-password-2026!' });
    // Staff get no session for the password alone: the second step, with the configured secret.
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ secondFactor: 'verify' });
    expect(res.body.token).toBeUndefined();
    expect((await ctx.signInRoot()).body.account.role).toBe('admin');
  });

  it('answers malformed JSON, wrong types and huge bodies with 4xx problems, never 5xx', async () => {
    const malformed = await request(ctx.app)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"email": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('malformed_json');
    const types = await login({ email: 42, password: ['x'] });
    expect(types.status).toBe(400);
    const huge = await request(ctx.app)
      .post('/api/auth/register')
      .send({ ...registration(), address: 'x'.repeat(200_000) });
    expect(huge.status).toBe(413);
    const array = await request(ctx.app).post('/api/auth/register').send([1, 2, 3]);
    expect(array.status).toBe(400);
    const empty = await request(ctx.app).post('/api/auth/register');
    expect(empty.status).toBe(400);
  });
});
