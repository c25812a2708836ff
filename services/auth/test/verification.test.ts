import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { codeInMessage, latestMessageTo, waitForMessageTo } from '@mawadda/kit/testing';
import { registration, startAuthApp, verifiedEventCount } from './support/auth-app.js';

/** Verifying an existing account's phone and email (accounts from before verification start unverified). */
let ctx: Awaited<ReturnType<typeof startAuthApp>>;
beforeAll(async () => {
  ctx = await startAuthApp();
});
afterAll(() => ctx.close());

/** An account as one registered before verification existed: neither address verified. */
async function olderMember() {
  const body = registration();
  const res = await ctx.registerMember(body, { headers: { 'Accept-Language': 'tr' } });
  const id = res.body.account.id;
  await ctx.database.db.execute(
    sql`update auth.accounts set email_verified_at = null, phone_verified_at = null where id = ${id}`,
  );
  return { body, id, auth: `Bearer ${res.body.token}` };
}

const me = (auth: string) => request(ctx.app).get('/api/auth/me').set('Authorization', auth);
const post = (path: string, auth?: string, body: object = {}) => {
  const req = request(ctx.app).post(`/api/auth${path}`);
  if (auth) void req.set('Authorization', auth);
  return req.send(body);
};

describe('phone verification', () => {
  it('sends a code in the member language, refuses a wrong one, and verifies with the right one', async () => {
    const m = await olderMember();
    expect((await me(m.auth)).body).toMatchObject({ emailVerifiedAt: null, phoneVerifiedAt: null });
    await post('/me/verification/phone').expect(401);
    const since = new Date();
    const sent = await post('/me/verification/phone', m.auth);
    expect(sent.status).toBe(202);
    expect(sent.body.kind).toBe('phone');
    const sms = await waitForMessageTo(ctx.inboxDir, m.body.phone, {
      purpose: 'verify.account.phone',
      after: since,
    });
    expect(sms.locale).toBe('tr');
    expect(sms.text).toMatch(/^Mawadda: telefon doğrulama kodunuz \d{6}\./);
    const code = codeInMessage(sms.text);
    const wrong = await post('/me/verification/phone/confirm', m.auth, {
      code: String((Number(code) + 1) % 1e6).padStart(6, '0'),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'invalid_code', field: 'code' });
    const ok = await post('/me/verification/phone/confirm', m.auth, { code });
    expect(ok.status).toBe(200);
    expect(ok.body.id).toBe(m.id);
    expect(ok.body.phoneVerifiedAt).toBeTruthy();
    expect((await me(m.auth)).body.phoneVerifiedAt).toBe(ok.body.phoneVerifiedAt);
    await expect.poll(() => verifiedEventCount(ctx, m.id, 'phone')).toBe(2); // one at registration, one now
    // Used: the same code again finds nothing; and a verified phone needs no new code.
    expect((await post('/me/verification/phone/confirm', m.auth, { code })).body.code).toBe('code_expired');
    expect((await post('/me/verification/phone', m.auth)).status).toBe(409);
  });

  it('ends the code after 5 wrong tries', async () => {
    const m = await olderMember();
    const since = new Date();
    await post('/me/verification/phone', m.auth).expect(202);
    const code = codeInMessage(
      (await waitForMessageTo(ctx.inboxDir, m.body.phone, { purpose: 'verify.account.phone', after: since }))
        .text,
    );
    const wrong = String((Number(code) + 1) % 1e6).padStart(6, '0');
    for (let i = 0; i < 5; i++)
      expect((await post('/me/verification/phone/confirm', m.auth, { code: wrong })).body.code).toBe(
        'invalid_code',
      );
    expect((await post('/me/verification/phone/confirm', m.auth, { code })).body.code).toBe('code_expired');
  });
});

describe('email verification', () => {
  it('mails a link whose token verifies the email signed out, once', async () => {
    const m = await olderMember();
    const since = new Date();
    const sent = await post('/me/verification/email', m.auth);
    expect(sent.status).toBe(202);
    const mail = await waitForMessageTo(ctx.inboxDir, m.body.email, {
      purpose: 'verify.account.email',
      after: since,
    });
    expect(mail.locale).toBe('tr');
    const link = /http:\/\/localhost:3000\/tr\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    const token = link![1]!;
    // No Authorization: the link may be opened on another device.
    const ok = await post('/verification/email', undefined, { token });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ kind: 'email', verifiedAt: expect.any(String) });
    expect((await me(m.auth)).body.emailVerifiedAt).toBe(ok.body.verifiedAt);
    const again = await post('/verification/email', undefined, { token });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'link_invalid', field: 'token' });
    expect((await post('/verification/email', undefined, { token: 'made-up' })).body.code).toBe(
      'link_invalid',
    );
    expect((await post('/me/verification/email', m.auth)).status).toBe(409);
    await expect.poll(() => verifiedEventCount(ctx, m.id, 'email')).toBe(2);
  });

  it('a newer link replaces the older one', async () => {
    const m = await olderMember();
    const since = new Date();
    await post('/me/verification/email', m.auth).expect(202);
    const first = await waitForMessageTo(ctx.inboxDir, m.body.email, {
      purpose: 'verify.account.email',
      after: since,
    });
    await post('/me/verification/email', m.auth).expect(202);
    // The second link: the newest message, once it is another than the first.
    const second = await vi.waitFor(async () => {
      const latest = await latestMessageTo(ctx.inboxDir, m.body.email, { purpose: 'verify.account.email' });
      expect(latest!.id).not.toBe(first.id);
      return latest!;
    });
    const tokenOf = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)![1]!;
    expect((await post('/verification/email', undefined, { token: tokenOf(first.text) })).status).toBe(400);
    expect((await post('/verification/email', undefined, { token: tokenOf(second.text) })).status).toBe(200);
  });
});
