import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GUARDIAN_CODE_WINDOW_MS,
  guardianCode,
  guardianCodeKey,
  isGuardianCode,
} from '../src/domain/guardian-code.js';
import { startAuthApp } from './support/auth-app.js';
import {
  acceptCode,
  acceptInvite,
  acceptSignedOut,
  api,
  guardianEmail,
  guardianPhone,
  inviteGuardian,
  linkGuardian,
  member,
  NEW_GUARDIAN_ACCOUNT,
} from './support/guardian.js';

/**
 * Only the invited address accepts (README: Guardian): an invitation names a person, so neither an
 * account with another address nor a forwarded link may take it. Signed in, the account must hold
 * the invited address; signed out, the code sent there proves it.
 */
let ctx: Awaited<ReturnType<typeof startAuthApp>>;
beforeAll(async () => {
  ctx = await startAuthApp();
});
afterAll(() => ctx.close());

const accept = (token: string, body: object, auth?: string) => acceptInvite(ctx, token, body, auth);

const invite = (m: { auth: string }, address: string) => inviteGuardian(ctx, m, address);

describe('signed in, a guardian accepts only an invitation to its own address', () => {
  it('refuses another guardian account (403) and leaves the invitation to its invitee', async () => {
    const other = await linkGuardian(ctx, await member(ctx));
    const huda = await member(ctx);
    const invited = guardianEmail();
    const token = await invite(huda, invited);

    const taken = await accept(token, {}, other.auth);
    expect(taken.status).toBe(403);
    expect(taken.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(taken.body).toMatchObject({
      code: 'guardian_invite_other_address',
      messageKey: 'guardian.link.error.otherAddress',
    });
    expect((await api(ctx).get('/me/guardian', huda.auth)).body.status).toBe('invited');
    // The invitee still can: with the code sent to the invited address.
    expect((await acceptSignedOut(ctx, token, invited)).status).toBe(201);
    expect((await api(ctx).get('/me/guardian', huda.auth)).body.status).toBe('linked');
  });

  it('refuses a guardian invited by phone whose account holds only an email', async () => {
    const g = await linkGuardian(ctx, await member(ctx));
    const token = await invite(await member(ctx), guardianPhone());
    expect((await accept(token, {}, g.auth)).body.code).toBe('guardian_invite_other_address');
  });

  it('lets the guardian whose account holds the invited address accept, without a code', async () => {
    const g = await linkGuardian(ctx, await member(ctx), guardianPhone());
    const second = await member(ctx);
    const token = await invite(second, g.address);
    const linked = await accept(token, {}, g.auth);
    expect(linked.status).toBe(201);
    expect(linked.body.account.id).toBe(g.id);
  });
});

describe('signed out, the code sent to the invited address proves it', () => {
  it('needs the code: a name and password alone are refused, naming the code', async () => {
    const token = await invite(await member(ctx), guardianEmail());
    const res = await accept(token, NEW_GUARDIAN_ACCOUNT);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual(
      expect.objectContaining({ field: 'code', messageKey: 'validation.required' }),
    );
  });

  it('mails the code to the invited address only, names it masked, and never stores it', async () => {
    const email = guardianEmail();
    const token = await invite(await member(ctx, { 'Accept-Language': 'tr' }), email);
    const sent = await api(ctx)
      .send('post', `/guardian/invites/${token}/code`)
      .set('Accept-Language', 'ar')
      .expect(202);
    expect(sent.body).toMatchObject({
      channel: 'email',
      addressMasked: expect.stringMatching(/^w•••@example\.ae$/),
    });
    expect(new Date(sent.body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    const { code, message } = await acceptCode(ctx, token, email);
    expect(message.channel).toBe('mail');
    // In the language of the page that asked for it, naming the member by her first name.
    expect(message.locale).toBe('ar');
    expect(message.text).toContain('Fatima');
    expect(message.text).not.toContain(token);
    const stored = await ctx.database.db.execute(
      sql`select * from auth.guardian_invites, auth.guardian_activity where guardian_invites.member_id = guardian_activity.member_id`,
    );
    expect(JSON.stringify(stored)).not.toContain(code);
  });

  it('texts the code to an invited phone', async () => {
    const phone = guardianPhone();
    const token = await invite(await member(ctx), phone);
    const { message } = await acceptCode(ctx, token, phone);
    expect(message.channel).toBe('sms');
    expect((await acceptSignedOut(ctx, token, phone)).status).toBe(201);
  });

  it('refuses a wrong code, and a code of another invitation, naming the field', async () => {
    const [a, b] = [guardianEmail(), guardianEmail()];
    const tokenA = await invite(await member(ctx), a);
    const tokenB = await invite(await member(ctx), b);
    const { code: codeOfB } = await acceptCode(ctx, tokenB, b);
    await acceptCode(ctx, tokenA, a);
    const wrong = await accept(tokenA, {
      ...NEW_GUARDIAN_ACCOUNT,
      code: codeOfB === '000000' ? '000001' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'invalid_code', field: 'code' });
    const crossed = await accept(tokenA, { ...NEW_GUARDIAN_ACCOUNT, code: codeOfB });
    // Two invitations' codes may agree by chance (one in a million): then it would be taken.
    if (crossed.status !== 201) expect(crossed.body).toMatchObject({ code: 'invalid_code', field: 'code' });
  });

  it('ends the invitation at the fifth wrong code; the member sees it withdrawn', async () => {
    const email = guardianEmail();
    const huda = await member(ctx);
    const token = await invite(huda, email);
    const { code } = await acceptCode(ctx, token, email);
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++)
      expect((await accept(token, { ...NEW_GUARDIAN_ACCOUNT, code: wrong })).status).toBe(400);
    const late = await accept(token, { ...NEW_GUARDIAN_ACCOUNT, code });
    expect(late.status).toBe(404);
    expect(late.body.code).toBe('guardian_invite_unknown');
    const state = await api(ctx).get('/me/guardian', huda.auth).expect(200);
    expect(state.body.status).toBe('none');
    const log = await api(ctx).get('/me/guardian/activity', huda.auth).expect(200);
    expect(log.body.items[0]).toMatchObject({ kind: 'invite_withdrawn', by: 'system' });
  });
});

describe('the acceptance code', () => {
  const key = guardianCodeKey('a secret only auth holds, 32 bytes long');
  const inviteA = { tokenHash: 'digest-of-a', createdAt: new Date('2026-11-20T10:00:00Z') };
  const sentAt = Date.parse('2026-11-28T09:00:00Z');

  it('is six digits, works for 15 to 30 minutes, then not', () => {
    const { code, expiresAt } = guardianCode(key, inviteA, sentAt);
    expect(code).toMatch(/^\d{6}$/);
    expect(isGuardianCode(key, inviteA, code, sentAt + 14 * 60_000)).toBe(true);
    expect(isGuardianCode(key, inviteA, code, sentAt + GUARDIAN_CODE_WINDOW_MS + 1)).toBe(true);
    expect(isGuardianCode(key, inviteA, code, expiresAt.getTime() - 1)).toBe(true);
    expect(isGuardianCode(key, inviteA, code, expiresAt.getTime())).toBe(false);
    expect(expiresAt.getTime() - sentAt).toBeGreaterThanOrEqual(GUARDIAN_CODE_WINDOW_MS);
    expect(expiresAt.getTime() - sentAt).toBeLessThanOrEqual(2 * GUARDIAN_CODE_WINDOW_MS);
  });

  it('belongs to one invitation and one key: another invitation, a renewed one or another secret has others', () => {
    const invites = Array.from({ length: 20 }, (_, i) => ({ ...inviteA, tokenHash: `digest-${i}` }));
    const codeOf = (k: Buffer, invite: typeof inviteA) => guardianCode(k, invite, sentAt).code;
    const other = guardianCodeKey('another secret');
    const renewedAt = new Date('2026-11-21T10:00:00Z');
    expect(new Set(invites.map((i) => codeOf(key, i))).size).toBeGreaterThan(15);
    // Six digits agree by chance one time in a million: a few alike in twenty would be a flaw.
    const alike = (f: (i: typeof inviteA) => boolean) => invites.filter(f).length;
    expect(
      alike((i) => isGuardianCode(key, { ...i, createdAt: renewedAt }, codeOf(key, i), sentAt)),
    ).toBeLessThan(2);
    expect(alike((i) => isGuardianCode(other, i, codeOf(key, i), sentAt))).toBeLessThan(2);
    for (const bad of ['', '12345', '1234567', 'abcdef', ' 12345'])
      expect(isGuardianCode(key, inviteA, bad, sentAt)).toBe(false);
  });
});
