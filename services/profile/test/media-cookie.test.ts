import { describe, expect, it } from 'vitest';
import type { Response } from 'express';
import type { Principal } from '@mawadda/kit';
import { MediaUrlSigner } from '../src/domain/media-url.js';
import { MediaCookies } from '../src/http/media-cookie.js';

const amina = { id: '0191a6f0-0000-7000-8000-00000000000a', role: 'member' } as Principal;
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
    expect(signer.verifyViewer(signed)).toEqual({ kind: 'member', id: amina.id });
    // Sent again 59 s later, that cookie lives 3,600 s from then: the signature still holds.
    clock += 59_000 + 3_600_000 - 1_000;
    expect(signer.verifyViewer(signed)).toEqual({ kind: 'member', id: amina.id });
    clock += 2_000;
    expect(signer.verifyViewer(signed)).toBeUndefined();
  });
});
