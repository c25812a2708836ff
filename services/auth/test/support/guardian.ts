import request from 'supertest';
import { codeInMessage, waitForMessageTo } from '@mawadda/kit/testing';
import { expect } from 'vitest';
import type { startAuthApp } from './auth-app.js';

type Ctx = Awaited<ReturnType<typeof startAuthApp>>;
export const GUARDIAN_PASSWORD = 'Wali-amin-2026';

let n = 0;
export const guardianEmail = () => `wali${++n}.${Date.now()}@example.ae`;
export const guardianPhone = () => `+9715099${String(++n).padStart(5, '0')}`;

export const api = (ctx: Ctx) => ({
  get: (path: string, auth?: string) => {
    const req = request(ctx.app).get(`/api/auth${path}`);
    if (auth) void req.set('Authorization', auth);
    return req;
  },
  send: (method: 'post' | 'put' | 'delete', path: string, auth?: string, body?: object) => {
    const req = request(ctx.app)[method](`/api/auth${path}`);
    if (auth) void req.set('Authorization', auth);
    return body ? req.send(body) : req;
  },
});

/** A registered member, signed in. */
export async function member(ctx: Ctx, headers: Record<string, string> = {}) {
  const res = await ctx.registerMember(undefined, { headers });
  return {
    id: res.body.account.id as string,
    auth: `Bearer ${res.body.token as string}`,
    account: { email: res.body.account.email as string },
  };
}

/** The token of the newest guardian invitation sent to an address (dev inbox). */
export async function inviteToken(ctx: Ctx, to: string, after: Date) {
  const message = await waitForMessageTo(ctx.inboxDir, to, { purpose: 'guardian.invite', after });
  const token = /[?&]token=([\w-]+)/.exec(message.text)?.[1];
  if (!token) throw new Error('no token in the invitation');
  return { token, message };
}

/** The code that proves `address` is the invitee's: asked for, then read from its inbox. */
export async function acceptCode(ctx: Ctx, token: string, address: string) {
  const since = new Date(Date.now() - 1_000);
  const sent = await api(ctx).send('post', `/guardian/invites/${token}/code`).expect(202);
  const message = await waitForMessageTo(ctx.inboxDir, address, { purpose: 'guardian.code', after: since });
  return { code: codeInMessage(message.text), sent: sent.body, message };
}

/** A new guardian account's fields, as accepting signed out sends them (with the `code`). */
export const NEW_GUARDIAN_ACCOUNT = {
  fullName: 'Yusuf Al Wali',
  password: GUARDIAN_PASSWORD,
  confirmPassword: GUARDIAN_PASSWORD,
};

/** Answers an invitation: signed in as `auth`, or signed out with a new account's fields. */
export const acceptInvite = (ctx: Ctx, token: string, body: object, auth?: string) =>
  api(ctx).send('post', `/guardian/invites/${token}/accept`, auth, body);

/** Accepting signed out: a new guardian account for the invited address, proved by its code. */
export async function acceptSignedOut(
  ctx: Ctx,
  token: string,
  address: string,
  account = { fullName: 'Yusuf Al Wali', password: GUARDIAN_PASSWORD },
) {
  const { code } = await acceptCode(ctx, token, address);
  return acceptInvite(ctx, token, {
    fullName: account.fullName,
    password: account.password,
    confirmPassword: account.password,
    code,
  });
}

/** The member invites `address` (an email, or a phone starting with +): the invitation's token. */
export async function inviteGuardian(ctx: Ctx, m: { auth: string }, address: string) {
  const since = new Date();
  const body = address.startsWith('+') ? { phone: address } : { email: address };
  await api(ctx).send('post', '/me/guardian/invite', m.auth, body).expect(202);
  return (await inviteToken(ctx, address, since)).token;
}

/** The member invites `address` and the invitee accepts, creating a guardian account. */
export async function linkGuardian(ctx: Ctx, m: { auth: string }, address = guardianEmail()) {
  const token = await inviteGuardian(ctx, m, address);
  const accepted = await acceptSignedOut(ctx, token, address);
  expect(accepted.status).toBe(201);
  return { id: accepted.body.account.id as string, auth: `Bearer ${accepted.body.token as string}`, address };
}

/** The `guardian.changed` events published for a member so far, oldest first. */
export const guardianEvents = (ctx: Ctx, memberId: string) =>
  ctx.published
    .filter((e) => e.type === 'guardian.changed' && (e.payload as { memberId: string }).memberId === memberId)
    .map((e) => e.payload as Record<string, unknown>);
