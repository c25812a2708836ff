import {
  enrolledSessionSchema,
  secondFactorChallengeSchema,
  sessionSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@mawadda/contracts';
import { TOTP_PERIOD_SECONDS, totpCode, totpStep, uuidv7 } from '@mawadda/kit';
import { pino } from 'pino';
import { TEST_ADMIN_TOTP_SECRET } from '@mawadda/kit/testing';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFirstAdmin } from '../src/app/ensure-first-admin.js';
import { loadAuthConfig } from '../src/config.js';
import { loadTwoFactorKey } from '../src/store/second-factor-key.js';
import { secondFactors, signInChallenges } from '../src/store/schema.js';
import { refreshCookieFrom, registration, ROOT, startAuthApp } from './support/auth-app.js';

/*
 * Two-step sign-in (README: Second factor): staff must answer a code of their authenticator app
 * after the password, and enrol one at their first sign-in; members may turn it on.
 */

let ctx: Awaited<ReturnType<typeof startAuthApp>>;
let root: Awaited<ReturnType<typeof ctx.signInRoot>>;
beforeAll(async () => {
  ctx = await startAuthApp();
  root = await ctx.signInRoot();
});
afterAll(() => ctx.close());

const api = () => request(ctx.app);
const login = (body: object) => api().post('/api/auth/login').send(body);
const secondStep = (challenge: string, code: string) =>
  api().post('/api/auth/login/second-factor').send({ challenge, code });
/** The code of the step `offset` steps from now. */
const codeAt = (secret: string, offset = 0) =>
  totpCode(secret, (totpStep(Date.now()) + offset) * TOTP_PERIOD_SECONDS * 1000);
/** A 6-digit code that is none of the secret's codes around now. */
const wrongCodeFor = (secret: string) => {
  const near = new Set([-1, 0, 1].map((o) => codeAt(secret, o)));
  let code = '000000';
  for (let i = 0; near.has(code); i++) code = String(i).padStart(6, '0');
  return code;
};

async function challengeOf(credentials: object, step: 'verify' | 'enrol' = 'verify') {
  const res = await login(credentials).expect(200);
  const challenge = secondFactorChallengeSchema.strict().parse(res.body);
  expect(challenge).toMatchObject({ secondFactor: step, expiresIn: 300 });
  return { challenge: challenge.challenge, res };
}

let n = 0;
async function newModerator() {
  const input = {
    email: `mod${++n}.${Date.now()}@mawadda.test`,
    fullName: `Moderator Person ${n}`,
    role: 'moderator',
    password: 'Qalam-wa-Lawh-31',
  };
  const res = await api()
    .post('/api/auth/admin/staff')
    .set('Authorization', root.auth)
    .send(input)
    .expect(201);
  return { id: res.body.id as string, credentials: { email: input.email, password: input.password } };
}

async function newMember() {
  const body = registration();
  const res = await ctx.registerMember(body);
  return {
    id: res.body.account.id as string,
    auth: `Bearer ${res.body.token}`,
    credentials: { email: body.email, password: body.password },
  };
}

describe('staff sign-in', () => {
  it('gives no session for the password alone: a challenge, no token and no refresh cookie', async () => {
    const { res } = await challengeOf(ROOT);
    expect(res.body.token).toBeUndefined();
    expect(refreshCookieFrom(res)).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('opens the session with a current code, and takes each code once', async () => {
    const secret = TEST_ADMIN_TOTP_SECRET;
    // The root admin signed in during setup: forget the step it spent, so this step's code is new.
    await ctx.database.db
      .update(secondFactors)
      .set({ lastStep: null })
      .where(eq(secondFactors.accountId, root.id));
    const { challenge } = await challengeOf(ROOT);
    const wrong = await secondStep(challenge, wrongCodeFor(secret)).expect(400);
    expect(wrong.body).toMatchObject({
      code: 'invalid_code',
      field: 'code',
      messageKey: 'twoFactor.error.invalidCode',
    });
    const code = codeAt(secret);
    const ok = await secondStep(challenge, code).expect(200);
    const session = sessionSchema.parse(ok.body);
    expect(session.account.role).toBe('admin');
    expect(refreshCookieFrom(ok)).toBeDefined();
    await api().get('/api/auth/me').set('Authorization', `Bearer ${session.token}`).expect(200);
    // The challenge is spent with its sign-in.
    expect((await secondStep(challenge, codeAt(secret, 1)).expect(400)).body.code).toBe('challenge_expired');
    // The same code, on a new sign-in: refused (seen over a shoulder is already spent).
    const again = await challengeOf(ROOT);
    expect((await secondStep(again.challenge, code).expect(400)).body.code).toBe('invalid_code');
    // The next step's code is still good (a clock a little ahead).
    await secondStep(again.challenge, codeAt(secret, 1)).expect(200);
  });

  it('ends a challenge after 5 wrong codes, after 5 minutes, and refuses unknown ones', async () => {
    const { challenge } = await challengeOf(ROOT);
    const wrong = wrongCodeFor(TEST_ADMIN_TOTP_SECRET);
    for (let i = 0; i < 5; i++)
      expect((await secondStep(challenge, wrong).expect(400)).body.code).toBe('invalid_code');
    const ended = await secondStep(challenge, codeAt(TEST_ADMIN_TOTP_SECRET, 1)).expect(400);
    expect(ended.body).toMatchObject({ code: 'challenge_expired', field: 'challenge' });

    const late = await challengeOf(ROOT);
    await ctx.database.db
      .update(signInChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(signInChallenges.accountId, root.id));
    expect((await secondStep(late.challenge, codeAt(TEST_ADMIN_TOTP_SECRET, 1)).expect(400)).body.code).toBe(
      'challenge_expired',
    );
    expect((await secondStep('not-a-challenge', '123456').expect(400)).body.code).toBe('challenge_expired');
  });

  it('names the field of bad input (400), never a 500', async () => {
    const bad = await secondStep('x', 'abc').expect(400);
    expect(bad.body.field).toBe('code');
    const missing = await api().post('/api/auth/login/second-factor').send({ code: '123456' }).expect(400);
    expect(missing.body.field).toBe('challenge');
    const enrol = await api()
      .post('/api/auth/login/enrol/confirm')
      .send({ challenge: 'x', code: 'ABCDE-FGHJK' })
      .expect(400);
    expect(enrol.body.field).toBe('code');
  });

  it('keeps only a digest of the challenge and a sealed secret', async () => {
    const { challenge } = await challengeOf(ROOT);
    const rows = await ctx.database.db
      .select()
      .from(signInChallenges)
      .where(eq(signInChallenges.accountId, root.id));
    expect(rows.some((r) => r.secretHash === challenge)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.secretHash))).toBe(true);
    const [factor] = await ctx.database.db
      .select()
      .from(secondFactors)
      .where(eq(secondFactors.accountId, root.id));
    expect(factor!.secret.startsWith('v1.')).toBe(true);
    expect(factor!.secret).not.toContain(TEST_ADMIN_TOTP_SECRET);
  });
});

describe('staff enrolment at the first sign-in', () => {
  it('shows a QR code and secret, the same again for the same sign-in, then the session and 10 recovery codes', async () => {
    const mod = await newModerator();
    const listed = await api()
      .get(`/api/auth/admin/staff/${mod.id}`)
      .set('Authorization', root.auth)
      .expect(200);
    expect(listed.body.twoFactorEnabled).toBe(false);
    const { challenge, res } = await challengeOf(mod.credentials, 'enrol');
    expect(refreshCookieFrom(res)).toBeUndefined();
    // An enrol challenge is no second step, and the reverse.
    expect((await secondStep(challenge, '123456').expect(400)).body.code).toBe('challenge_expired');

    const setup = twoFactorSetupSchema.parse(
      (await api().post('/api/auth/login/enrol').send({ challenge }).expect(200)).body,
    );
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUri).toContain('issuer=Mawadda');
    expect(decodeURIComponent(setup.otpauthUri)).toContain(mod.credentials.email);
    expect(setup.qrSvgDataUrl.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(Buffer.from(setup.qrSvgDataUrl.split(',')[1]!, 'base64').toString()).toContain('<svg');
    const again = (await api().post('/api/auth/login/enrol').send({ challenge }).expect(200)).body;
    expect(again.secret).toBe(setup.secret);

    const confirm = (code: string) => api().post('/api/auth/login/enrol/confirm').send({ challenge, code });
    expect((await confirm(wrongCodeFor(setup.secret)).expect(400)).body.code).toBe('invalid_code');
    const done = await confirm(codeAt(setup.secret)).expect(200);
    const enrolled = enrolledSessionSchema.strict().parse(done.body);
    expect(enrolled.session.account.id).toBe(mod.id);
    expect(new Set(enrolled.recoveryCodes).size).toBe(10);
    expect(enrolled.recoveryCodes[0]).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expect(refreshCookieFrom(done)).toBeDefined();

    const auth = `Bearer ${enrolled.session.token}`;
    const status = twoFactorStatusSchema.parse(
      (await api().get('/api/auth/me/two-factor').set('Authorization', auth).expect(200)).body,
    );
    expect(status).toMatchObject({ enabled: true, required: true, recoveryCodesLeft: 10 });
    const after = await api()
      .get(`/api/auth/admin/staff/${mod.id}`)
      .set('Authorization', root.auth)
      .expect(200);
    expect(after.body.twoFactorEnabled).toBe(true);

    // A recovery code, typed any way, signs in once and says how many are left.
    const typed = enrolled.recoveryCodes[0]!.toLowerCase().replace('-', ' ');
    const next = await challengeOf(mod.credentials);
    const recovered = await secondStep(next.challenge, typed).expect(200);
    expect(recovered.body.recoveryCodesLeft).toBe(9);
    const reuse = await challengeOf(mod.credentials);
    expect((await secondStep(reuse.challenge, enrolled.recoveryCodes[0]!).expect(400)).body.code).toBe(
      'invalid_code',
    );
  });

  it('staff cannot turn their second factor off', async () => {
    const mod = await newModerator();
    const signedIn = await ctx.signIn(mod.credentials.email, mod.credentials.password);
    const off = await api()
      .delete('/api/auth/me/two-factor')
      .set('Authorization', signedIn.auth)
      .send({ currentPassword: mod.credentials.password, code: codeAt(signedIn.totpSecret!, 1) })
      .expect(409);
    expect(off.body.code).toBe('two_factor_required');
  });
});

describe('admin reset of a staff member’s second factor', () => {
  it('ends their sign-ins at once, writes the audit line, and their next sign-in enrols again', async () => {
    const mod = await newModerator();
    const signedIn = await ctx.signIn(mod.credentials.email, mod.credentials.password);
    await api().get('/api/auth/me').set('Authorization', signedIn.auth).expect(200);

    await api()
      .delete(`/api/auth/admin/staff/${mod.id}/two-factor`)
      .set('Authorization', root.auth)
      .expect(204);
    await api().get('/api/auth/me').set('Authorization', signedIn.auth).expect(401);
    await api().post('/api/auth/refresh').set('Cookie', signedIn.cookie).expect(401);
    await expect
      .poll(() =>
        ctx.published.some(
          (e) =>
            e.type === 'sessions.revoked' &&
            e.key === mod.id &&
            (e.payload as { reason: string }).reason === 'staff',
        ),
      )
      .toBe(true);
    await expect
      .poll(async () => {
        const res = await api()
          .get('/api/auth/admin/audit')
          .query({ filter: JSON.stringify({ action: 'staff.two_factor_reset' }) })
          .set('Authorization', root.auth);
        return res.body.find((l: { targetId: string }) => l.targetId === mod.id);
      })
      .toMatchObject({ actorId: root.id, targetType: 'staff', action: 'staff.two_factor_reset' });
    await challengeOf(mod.credentials, 'enrol');
  });

  it('is for admins, not on oneself, and only for staff ids', async () => {
    const mod = await newModerator();
    const moderator = await ctx.signIn(mod.credentials.email, mod.credentials.password);
    const other = await newModerator();
    const reset = (id: string, auth: string) =>
      api().delete(`/api/auth/admin/staff/${id}/two-factor`).set('Authorization', auth);
    await reset(other.id, moderator.auth).expect(403);
    expect((await reset(root.id, root.auth).expect(409)).body.code).toBe('staff_self_change');
    const member = await newMember();
    await reset(member.id, root.auth).expect(404);
    await reset(uuidv7(), root.auth).expect(404);
    await reset('not-a-uuid', root.auth).expect(404);
  });
});

describe('members', () => {
  it('turn it on, then sign in with a code; renew the recovery codes; turn it off', async () => {
    const m = await newMember();
    const me = (path = '') => `/api/auth/me/two-factor${path}`;
    const status = await api().get(me()).set('Authorization', m.auth).expect(200);
    expect(status.body).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false });
    // A member without it signs in with the password alone, as before.
    sessionSchema.parse((await login(m.credentials).expect(200)).body);

    const wrongPassword = await api()
      .post(me())
      .set('Authorization', m.auth)
      .send({ currentPassword: 'nope' })
      .expect(400);
    expect(wrongPassword.body).toMatchObject({ code: 'current_password_wrong', field: 'currentPassword' });
    const noPending = await api()
      .post(me('/confirm'))
      .set('Authorization', m.auth)
      .send({ code: '123456' })
      .expect(409);
    expect(noPending.body.code).toBe('two_factor_not_pending');
    await api()
      .post(me())
      .set('Authorization', m.auth)
      .send({ currentPassword: m.credentials.password })
      .expect(200);
    // A second start replaces the pending secret: only the newest one confirms.
    const setup = (
      await api()
        .post(me())
        .set('Authorization', m.auth)
        .send({ currentPassword: m.credentials.password })
        .expect(200)
    ).body as { secret: string };
    expect(
      (
        await api()
          .post(me('/confirm'))
          .set('Authorization', m.auth)
          .send({ code: wrongCodeFor(setup.secret) })
          .expect(400)
      ).body.field,
    ).toBe('code');
    const confirmed = await api()
      .post(me('/confirm'))
      .set('Authorization', m.auth)
      .send({ code: codeAt(setup.secret) })
      .expect(200);
    const codes = confirmed.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect((await api().get(me()).set('Authorization', m.auth).expect(200)).body).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
      required: false,
    });
    await api()
      .post(me())
      .set('Authorization', m.auth)
      .send({ currentPassword: m.credentials.password })
      .expect(409);

    const { challenge, res } = await challengeOf(m.credentials);
    expect(res.body.token).toBeUndefined();
    const signedIn = await secondStep(challenge, codeAt(setup.secret, 1)).expect(200);
    expect(signedIn.body.account.id).toBe(m.id);

    const renewed = await api()
      .post(me('/recovery-codes'))
      .set('Authorization', m.auth)
      .send({ currentPassword: m.credentials.password, code: codes[0] })
      .expect(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    // The old codes are void.
    const old = await api()
      .delete(me())
      .set('Authorization', m.auth)
      .send({ currentPassword: m.credentials.password, code: codes[1] })
      .expect(400);
    expect(old.body).toMatchObject({ code: 'invalid_code', field: 'code' });
    await api()
      .delete(me())
      .set('Authorization', m.auth)
      .send({ currentPassword: m.credentials.password, code: renewed.body.recoveryCodes[0] })
      .expect(204);
    sessionSchema.parse((await login(m.credentials).expect(200)).body);
    expect((await api().get(me()).set('Authorization', m.auth).expect(200)).body.enabled).toBe(false);
    const notOn = await api()
      .delete(me())
      .set('Authorization', m.auth)
      .send({ currentPassword: m.credentials.password, code: '123456' })
      .expect(409);
    expect(notOn.body.code).toBe('two_factor_not_enabled');
  });

  it('stops guessing across challenges: 10 wrong codes lock the second step (429), not a spent right one', async () => {
    const m = await newMember();
    const setup = (
      await api()
        .post('/api/auth/me/two-factor')
        .set('Authorization', m.auth)
        .send({ currentPassword: m.credentials.password })
        .expect(200)
    ).body as { secret: string };
    const first = codeAt(setup.secret);
    await api()
      .post('/api/auth/me/two-factor/confirm')
      .set('Authorization', m.auth)
      .send({ code: first })
      .expect(200);
    // The enrolment's code is spent: refused, and not counted as a guess.
    const spent = await challengeOf(m.credentials);
    await secondStep(spent.challenge, first).expect(400);
    const wrong = wrongCodeFor(setup.secret);
    for (let round = 0; round < 2; round++) {
      const { challenge } = await challengeOf(m.credentials);
      for (let i = 0; i < 5; i++) await secondStep(challenge, wrong).expect(400);
    }
    const { challenge } = await challengeOf(m.credentials);
    const locked = await secondStep(challenge, codeAt(setup.secret, 1)).expect(429);
    expect(locked.headers['retry-after']).toBeDefined();
  });

  it('counts password checks toward the password limit', async () => {
    const m = await newMember();
    for (let i = 0; i < 5; i++)
      await api()
        .post('/api/auth/me/two-factor')
        .set('Authorization', m.auth)
        .send({ currentPassword: 'wrong' })
        .expect(400);
    await api()
      .post('/api/auth/me/two-factor')
      .set('Authorization', m.auth)
      .send({ currentPassword: m.credentials.password })
      .expect(429);
  });
});

describe('ADMIN_TOTP_SECRET', () => {
  it('enrols the named admin of a site made before two-step sign-in, and no one already enrolled', async () => {
    await ctx.database.db.delete(secondFactors).where(eq(secondFactors.accountId, root.id));
    await challengeOf(ROOT, 'enrol');
    const config = loadAuthConfig({ ADMIN_EMAIL: ROOT.email, ADMIN_TOTP_SECRET: TEST_ADMIN_TOTP_SECRET });
    const key = loadTwoFactorKey({ dataDir: ctx.dataDir, distributed: false });
    const logger = pino({ level: 'silent' });
    await ensureFirstAdmin(ctx.database, config, logger, key);
    await challengeOf(ROOT, 'verify');
    expect((await ctx.signInRoot()).id).toBe(root.id);
    // Already enrolled: another secret in the environment changes nothing.
    const other = loadAuthConfig({
      ADMIN_EMAIL: ROOT.email,
      ADMIN_TOTP_SECRET: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
    });
    const [before] = await ctx.database.db
      .select()
      .from(secondFactors)
      .where(eq(secondFactors.accountId, root.id));
    await ensureFirstAdmin(ctx.database, other, logger, key);
    const [after] = await ctx.database.db
      .select()
      .from(secondFactors)
      .where(eq(secondFactors.accountId, root.id));
    expect(after!.secret).toBe(before!.secret);
  });
});
