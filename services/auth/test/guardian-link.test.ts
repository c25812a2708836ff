import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthApp } from './support/auth-app.js';
import {
  acceptInvite,
  api,
  GUARDIAN_PASSWORD,
  guardianEmail,
  guardianEvents,
  guardianPhone,
  acceptSignedOut,
  inviteToken,
  linkGuardian,
  member,
  NEW_GUARDIAN_ACCOUNT,
} from './support/guardian.js';

/** The guardian (wali) co-account: invitations, acceptance, sign-in (README: Guardian). */
let ctx: Awaited<ReturnType<typeof startAuthApp>>;
beforeAll(async () => {
  ctx = await startAuthApp();
});
afterAll(() => ctx.close());

const accept = (token: string, body: object, auth?: string) => acceptInvite(ctx, token, body, auth);

describe('invitation', () => {
  it('mails a link in the member language naming her first name, and shows it masked', async () => {
    const m = await member(ctx, { 'Accept-Language': 'ar' });
    const email = guardianEmail();
    const since = new Date();
    const sent = await api(ctx).send('post', '/me/guardian/invite', m.auth, { email });
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({ status: 'invited', invite: { channel: 'email' } });
    expect(sent.body.invite.addressMasked).toMatch(/^w•••@example\.ae$/);
    const { token, message } = await inviteToken(ctx, email, since);
    expect(message.locale).toBe('ar');
    expect(message.text).toContain('Fatima');
    expect(message.text).toContain('/guardian/accept?token=');
    expect(message.text).not.toContain('/en/');
    const preview = await api(ctx).get(`/guardian/invites/${token}`).expect(200);
    // Her first name in both scripts she wrote it in, and her gender: his page speaks of her as her.
    expect(preview.body).toMatchObject({
      memberFirstName: 'Fatima',
      memberFirstNameEn: 'Fatima',
      memberFirstNameAr: 'فاطمة',
      memberGender: 'female',
      channel: 'email',
    });
    expect(preview.body.addressMasked).not.toContain(email.split('@')[0]);
    // The token is stored hashed, never as sent.
    const rows = await ctx.database.db.execute(sql`select token_hash from auth.guardian_invites`);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('texts the link to a phone; a new invitation replaces the pending one', async () => {
    const m = await member(ctx, { 'Accept-Language': 'tr' });
    const phone = guardianPhone();
    const since = new Date();
    await api(ctx).send('post', '/me/guardian/invite', m.auth, { phone }).expect(202);
    const first = await inviteToken(ctx, phone, since);
    expect(first.message.channel).toBe('sms');
    expect(first.message.locale).toBe('tr');
    expect(first.message.text).toContain('/tr/guardian/accept?token=');
    const other = guardianEmail();
    const again = new Date();
    await api(ctx).send('post', '/me/guardian/invite', m.auth, { email: other }).expect(202);
    const second = await inviteToken(ctx, other, again);
    await api(ctx).get(`/guardian/invites/${first.token}`).expect(404);
    await api(ctx).get(`/guardian/invites/${second.token}`).expect(200);
    const state = await api(ctx).get('/me/guardian', m.auth).expect(200);
    expect(state.body.invite.channel).toBe('email');
  });

  it('refuses a bad address and a second guardian while one is linked', async () => {
    const m = await member(ctx);
    const bad = await api(ctx).send('post', '/me/guardian/invite', m.auth, { email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('email');
    await linkGuardian(ctx, m);
    const second = await api(ctx).send('post', '/me/guardian/invite', m.auth, { email: guardianEmail() });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('guardian_already_linked');
  });
});

describe('acceptance', () => {
  it('creates a verified guardian account, signs it in, and links it', async () => {
    const m = await member(ctx);
    const g = await linkGuardian(ctx, m);
    const me = await api(ctx).get('/me', g.auth).expect(200);
    expect(me.body).toMatchObject({ role: 'guardian', kind: 'guardian', email: g.address });
    expect(me.body.emailVerifiedAt).toBeTruthy();
    expect(me.body.guardianOf).toEqual([{ memberId: m.id, firstName: 'Fatima' }]);
    // Signs in like anyone, and never becomes a member: no `member.registered` for it.
    await api(ctx)
      .send('post', '/login', undefined, { email: g.address, password: GUARDIAN_PASSWORD })
      .expect(200);
    expect(ctx.published.some((e) => e.type === 'member.registered' && e.key === g.id)).toBe(false);
    const state = await api(ctx).get('/me/guardian', m.auth).expect(200);
    expect(state.body).toMatchObject({ status: 'linked', guardian: { id: g.id, fullName: 'Yusuf Al Wali' } });
    await expect
      .poll(() => guardianEvents(ctx, m.id).at(-1))
      .toMatchObject({ guardianId: g.id, approvePhotos: true });
    const members = await api(ctx).get('/guardian/members', g.auth).expect(200);
    expect(members.body).toEqual([
      {
        memberId: m.id,
        firstName: 'Fatima',
        firstNameEn: 'Fatima',
        firstNameAr: 'فاطمة',
        settings: {
          approveConversations: true,
          approvePhotos: true,
          approveCv: true,
          readsConversations: false,
          seesMatchmaking: false,
          callsIncludeGuardian: false,
        },
      },
    ]);
  });

  it('creates a guardian for an invited phone (no email)', async () => {
    const m = await member(ctx);
    const g = await linkGuardian(ctx, m, guardianPhone());
    const me = await api(ctx).get('/me', g.auth).expect(200);
    expect(me.body).toMatchObject({ role: 'guardian', email: null, phone: g.address });
    expect(me.body.phoneVerifiedAt).toBeTruthy();
  });

  it('links a signed-in guardian to a second member; an existing guardian address must sign in', async () => {
    const first = await member(ctx);
    const g = await linkGuardian(ctx, first);
    const second = await member(ctx);
    const since = new Date();
    await api(ctx).send('post', '/me/guardian/invite', second.auth, { email: g.address }).expect(202);
    const { token } = await inviteToken(ctx, g.address, since);
    const signUp = await acceptSignedOut(ctx, token, g.address);
    expect(signUp.status).toBe(409);
    expect(signUp.body.code).toBe('guardian_sign_in_required');
    const linked = await accept(token, {}, g.auth);
    expect(linked.status).toBe(201);
    expect(linked.body.account.id).toBe(g.id);
    const me = await api(ctx).get('/me', g.auth).expect(200);
    expect(me.body.guardianOf.map((x: { memberId: string }) => x.memberId).sort()).toEqual(
      [first.id, second.id].sort(),
    );
  });

  it('answers a member address with the generic refusal, and never lets a member accept', async () => {
    const m = await member(ctx);
    const other = await member(ctx);
    const since = new Date();
    await api(ctx).send('post', '/me/guardian/invite', m.auth, { email: other.account.email }).expect(202);
    const { token } = await inviteToken(ctx, other.account.email, since);
    const taken = await acceptSignedOut(ctx, token, other.account.email);
    expect(taken.status).toBe(400);
    expect(taken.body.code).toBe('guardian_address_unavailable');
    expect(JSON.stringify(taken.body)).not.toMatch(/member/i);
    const asMember = await accept(token, {}, other.auth);
    expect(asMember.status).toBe(403);
    expect(asMember.body.code).toBe('guardian_role_required');
    // Neither used the invitation up.
    await api(ctx).get(`/guardian/invites/${token}`).expect(200);
  });

  it('works once: a replay is unknown, an expired link is gone (410)', async () => {
    const m = await member(ctx);
    const email = guardianEmail();
    const since = new Date();
    await api(ctx).send('post', '/me/guardian/invite', m.auth, { email }).expect(202);
    const { token } = await inviteToken(ctx, email, since);
    expect((await acceptSignedOut(ctx, token, email)).status).toBe(201);
    expect((await accept(token, { ...NEW_GUARDIAN_ACCOUNT, code: '123456' })).status).toBe(404);
    await api(ctx).get(`/guardian/invites/${token}`).expect(404);

    const late = await member(ctx);
    const lateEmail = guardianEmail();
    const lateSince = new Date();
    await api(ctx).send('post', '/me/guardian/invite', late.auth, { email: lateEmail }).expect(202);
    const expired = await inviteToken(ctx, lateEmail, lateSince);
    await ctx.database.db.execute(
      sql`update auth.guardian_invites set expires_at = now() - interval '1 minute' where member_id = ${late.id}`,
    );
    const gone = await api(ctx).get(`/guardian/invites/${expired.token}`);
    expect(gone.status).toBe(410);
    expect(gone.body.code).toBe('guardian_invite_expired');
    expect((await accept(expired.token, { ...NEW_GUARDIAN_ACCOUNT, code: '123456' })).status).toBe(410);
    expect((await api(ctx).send('post', `/guardian/invites/${expired.token}/code`)).status).toBe(410);
  });

  it('checks the new account’s password rules', async () => {
    const m = await member(ctx);
    const email = guardianEmail();
    const since = new Date();
    await api(ctx).send('post', '/me/guardian/invite', m.auth, { email }).expect(202);
    const { token } = await inviteToken(ctx, email, since);
    const mismatch = await accept(token, {
      ...NEW_GUARDIAN_ACCOUNT,
      code: '123456',
      confirmPassword: 'other-one-1',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.field).toBe('confirmPassword');
    const guest = await accept(token, {});
    expect(guest.status).toBe(409);
  });
});

describe('a guardian is no member', () => {
  it('is refused member routes (403) and keeps its own', async () => {
    const m = await member(ctx);
    const g = await linkGuardian(ctx, m);
    for (const [method, path] of [
      ['get', '/me/guardian'],
      ['post', '/me/guardian/invite'],
      ['post', '/me/verification/phone'],
      ['post', '/me/verification/email'],
    ] as const) {
      const res =
        method === 'get' ? await api(ctx).get(path, g.auth) : await api(ctx).send(method, path, g.auth, {});
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect((await api(ctx).get('/guardian/members', m.auth)).status).toBe(403);
    const password = await api(ctx).send('post', '/me/password', g.auth, {
      currentPassword: GUARDIAN_PASSWORD,
      newPassword: 'Wali-amin-2027',
      confirmPassword: 'Wali-amin-2027',
    });
    expect(password.status).toBe(204);
  });

  it('can be suspended by staff like any account, and its sign-in stops', async () => {
    const m = await member(ctx);
    const g = await linkGuardian(ctx, m);
    const admin = await ctx.bearer('admin');
    const suspended = await api(ctx).send('put', `/admin/accounts/${g.id}/status`, admin, {
      status: 'suspended',
      reason: 'harassment',
    });
    expect(suspended.status).toBe(200);
    const login = await api(ctx).send('post', '/login', undefined, {
      email: g.address,
      password: GUARDIAN_PASSWORD,
    });
    expect(login.status).toBe(403);
    // The member's link stays: suspension ends nothing.
    expect((await api(ctx).get('/me/guardian', m.auth).expect(200)).body.status).toBe('linked');
  });
});

describe('guessing tokens', () => {
  // Last in this file: it uses up the test IP's budget of wrong tokens.
  it('counts unknown tokens per IP and then refuses every try (429)', async () => {
    // The tests above spent a few (a replay, an expired link); 60 in all, then every try is 429.
    let tries = 0;
    let last = await api(ctx).get(`/guardian/invites/${'x'.repeat(43)}`);
    while (last.status === 404 && tries < 70) {
      tries++;
      last = await api(ctx).get(`/guardian/invites/${'x'.repeat(30)}${String(tries).padStart(13, '0')}`);
    }
    expect(last.status).toBe(429);
    expect(tries).toBeGreaterThan(50);
    expect(last.headers['retry-after']).toBeTruthy();
  });
});
