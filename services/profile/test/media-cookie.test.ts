import { describe, expect, it } from 'vitest';
import type { Request, Response } from 'express';
import { RevocationView, type Principal } from '@mawadda/kit';
import { MediaUrlSigner } from '../src/domain/media-url.js';
import { MediaCookies, requestViewer } from '../src/http/media-cookie.js';

const SESSION = '5b0c3d8e-2f64-4a4e-9f0e-7c1d2a3b4c5d';
const amina = {
  id: '0191a6f0-0000-7000-8000-00000000000a',
  role: 'member',
  sessionId: SESSION,
  issuedAt: Date.parse('2026-11-27T09:59:00Z') / 1000,
} as Principal;
const yusuf = { id: '0191a6f0-0000-7000-8000-00000000000b', role: 'member' } as Principal;

/** The `Set-Cookie` values a response got. */
function response() {
  const set: string[] = [];
  const res = { append: (name: string, value: string) => name === 'Set-Cookie' && set.push(value) };
  return { res: res as unknown as Response, set };
}

describe('the media cookie', () => {
  let clock = Date.parse('2026-11-27T10:00:00Z');
  const signer = new MediaUrlSigner(Buffer.alloc(32, 7), undefined, () => clock);
  const token = (header: string) => decodeURIComponent(/^mw_media=([^;]+);/.exec(header)![1]!);

  it('is made once a minute per viewer and sent again as it is until then', () => {
    const cookies = new MediaCookies(signer, true, () => clock);
    const [a1, a2, b, a3] = [response(), response(), response(), response()];
    cookies.issue(a1.res, amina);
    clock += 59_000;
    cookies.issue(a2.res, amina);
    cookies.issue(b.res, yusuf);
    clock += 2_000;
    cookies.issue(a3.res, amina);
    expect(a2.set).toEqual(a1.set);
    expect(b.set[0]).not.toBe(a1.set[0]);
    expect(a3.set[0]).not.toBe(a1.set[0]);
    expect(a1.set[0]).toMatch(/; Max-Age=3600; Path=[^;]+; Expires=[^;]+; HttpOnly; SameSite=Lax; Secure$/);
  });

  it('carries a signature that outlives the cookie sent last in its minute, and no longer', () => {
    const cookies = new MediaCookies(signer, false, () => clock);
    const first = response();
    cookies.issue(first.res, amina);
    expect(first.set[0]).not.toMatch(/Secure/);
    const signed = token(first.set[0]!);
    const proof = { viewer: { kind: 'member', id: amina.id }, sessionId: SESSION, issuedAt: amina.issuedAt };
    expect(signer.verifyViewer(signed)).toEqual(proof);
    // Sent again 59 s later, that cookie lives 3,600 s from then: the signature still holds.
    clock += 59_000 + 3_600_000 - 1_000;
    expect(signer.verifyViewer(signed)).toEqual(proof);
    clock += 2_000;
    expect(signer.verifyViewer(signed)).toBeUndefined();
  });

  it('names its sign-in, signed: another session or issue time cannot be swapped in', () => {
    const cookies = new MediaCookies(signer, true, () => clock);
    const [phone, laptop] = [response(), response()];
    cookies.issue(phone.res, amina);
    cookies.issue(laptop.res, { ...amina, sessionId: 'a1b2c3d4-0000-4000-8000-000000000001' });
    // Each sign-in its own cookie, even within the minute one is reused.
    expect(laptop.set[0]).not.toBe(phone.set[0]);
    const signed = token(phone.set[0]!);
    expect(signer.verifyViewer(signed)?.sessionId).toBe(SESSION);
    const forged = signed.replace(SESSION, 'a1b2c3d4-0000-4000-8000-000000000001');
    expect(signer.verifyViewer(forged)).toBeUndefined();
    const older = signed.replace(`~${amina.issuedAt}.`, `~${amina.issuedAt! + 600}.`);
    expect(signer.verifyViewer(older)).toBeUndefined();
  });
});

describe('the media route reading the cookie', () => {
  const clock = Date.parse('2026-11-27T10:00:00Z');
  const signer = new MediaUrlSigner(Buffer.alloc(32, 7), undefined, () => clock);
  const cookieOf = (principal: Principal) => {
    const { res, set } = response();
    new MediaCookies(signer, true, () => clock).issue(res, principal);
    return set[0]!.split(';')[0]!;
  };
  const requestWith = (cookie: string) => ({ headers: { cookie } }) as unknown as Request;
  const proofs = (revocations?: RevocationView) => ({
    signer,
    principalOf: async () => undefined,
    revocations,
  });

  it('takes the viewer while the sign-in stands', async () => {
    const view = new RevocationView(60_000);
    expect(await requestViewer(requestWith(cookieOf(amina)), proofs(view))).toEqual({
      kind: 'member',
      id: amina.id,
    });
  });

  it.each([
    ['the sign-out', { kind: 'session', subject: SESSION }],
    ['a password change ending every earlier sign-in', { kind: 'member-sessions', subject: amina.id }],
    ['the suspension', { kind: 'member-suspended', subject: amina.id }],
    ['the deletion', { kind: 'member-deleted', subject: amina.id }],
  ] as const)('refuses it after %s', async (_, fact) => {
    const view = new RevocationView(60_000);
    const cookie = cookieOf(amina);
    view.apply({ ...fact, at: new Date(clock) });
    expect(await requestViewer(requestWith(cookie), proofs(view))).toBeUndefined();
  });

  it("keeps another sign-in's cookie when one signs out", async () => {
    const view = new RevocationView(60_000);
    const other = cookieOf({ ...amina, sessionId: 'a1b2c3d4-0000-4000-8000-000000000001' });
    view.apply({ kind: 'session', subject: SESSION, at: new Date(clock) });
    expect(await requestViewer(requestWith(other), proofs(view))).toEqual({ kind: 'member', id: amina.id });
  });

  it('proves nobody in a process without a revocation view', async () => {
    expect(await requestViewer(requestWith(cookieOf(amina)), proofs())).toBeUndefined();
  });
});
