import type { Request, Response } from 'express';
import { MEDIA_COOKIE, MEDIA_COOKIE_PATH } from '@mawadda/contracts';
import type { Principal, RevocationView } from '@mawadda/kit';
import type { MediaUrlSigner, MediaViewer, ViewerSignIn } from '../domain/media-url.js';
import { viewerOf } from './viewer.js';

/**
 * `<img>` and `<video>` carry no bearer token, so a signed-in browser proves who it is with this
 * httpOnly cookie, sent only to the media path. It names its sign-in and every fetch asks the
 * revocation view, so a copy dies with the sign-out, not an hour later.
 */
const TTL_SECONDS = 3600;
const PATH = MEDIA_COOKIE_PATH;
/**
 * A member's cookie is made once a minute and reused until then, as signing it on every response
 * cost a visible share of a member request (see bench/RESULTS.md, edge). Its signature outlives the
 * cookie by that minute, so the cookie always expires first.
 */
const REUSE_MS = 60_000;
const MAX_KEPT = 10_000;

/** The `Set-Cookie` of the media cookie for each signed-in viewer, made at most once a minute. */
export class MediaCookies {
  private readonly made = new Map<string, { header: string; until: number }>();

  constructor(
    private readonly signer: MediaUrlSigner,
    private readonly secure: boolean,
    private readonly now: () => number = Date.now,
  ) {}

  issue(res: Response, auth: Principal): void {
    const viewer = viewerOf(auth);
    // One cookie per sign-in: a member's phone and laptop each get their own, so signing out of
    // one leaves the other's working.
    const key = `${viewer.kind === 'guest' ? 'guest' : `${viewer.kind}:${viewer.id}`}:${auth.sessionId ?? '-'}`;
    const now = this.now();
    let made = this.made.get(key);
    if (!made || made.until <= now) {
      const signIn = { sessionId: auth.sessionId, issuedAt: auth.issuedAt ?? Math.floor(now / 1000) };
      made = { header: this.header(viewer, signIn, now), until: now + REUSE_MS };
      this.made.delete(key);
      this.made.set(key, made);
      if (this.made.size > MAX_KEPT) this.made.delete(this.made.keys().next().value!);
    }
    res.append('Set-Cookie', made.header);
  }

  /** httpOnly, SameSite=Lax, sent only to the media path, an hour (Max-Age, and Expires for old clients). */
  private header(viewer: MediaViewer, signIn: ViewerSignIn, now: number): string {
    const token = this.signer.signViewer(viewer, TTL_SECONDS + REUSE_MS / 1000, signIn);
    const expires = new Date(now + TTL_SECONDS * 1000).toUTCString();
    return (
      `${MEDIA_COOKIE}=${encodeURIComponent(token)}; Max-Age=${TTL_SECONDS}; Path=${PATH}; ` +
      `Expires=${expires}; HttpOnly; SameSite=Lax${this.secure ? '; Secure' : ''}`
    );
  }
}

/** What proves a media request's viewer. */
export interface ViewerProofs {
  signer: MediaUrlSigner;
  principalOf: (req: Request) => Promise<Principal | undefined>;
  /** The process's revocation view; without one, no cookie proves anybody. */
  revocations?: RevocationView;
}

/**
 * Who the request proves to be: its bearer token if it has one (the verifier checks revocation),
 * else the media cookie, whose sign-in must still stand in the revocation view.
 */
export async function requestViewer(req: Request, proofs: ViewerProofs): Promise<MediaViewer | undefined> {
  if (req.headers.authorization) {
    const principal = await proofs.principalOf(req).catch(() => undefined);
    return principal ? viewerOf(principal) : undefined;
  }
  const proof = proofs.signer.verifyViewer(readCookie(req.headers.cookie, MEDIA_COOKIE));
  if (!proof || proof.viewer.kind === 'guest') return proof?.viewer;
  const revoked = proofs.revocations?.check({
    memberId: proof.viewer.id,
    sessionId: proof.sessionId,
    issuedAt: proof.issuedAt,
  });
  return proofs.revocations && !revoked ? proof.viewer : undefined;
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}
