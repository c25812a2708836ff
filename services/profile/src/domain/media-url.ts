import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A browser loads `<img src>` without our bearer token, so the URL carries, signed, who it was made
 * for and until when; the media route then asks again whether that viewer may see the file now.
 * Expiry is rounded up to a step so successive page views get the same URL and the browser cache.
 */
export const MEDIA_URL_STEP_SECONDS = 300;
export const MEDIA_URL_MIN_TTL_SECONDS = 600;

/** Whom a URL was made for: a member id, `guest`, or a staff member (`staff:<id>`). */
export type MediaViewer = { kind: 'guest' } | { kind: 'member'; id: string } | { kind: 'staff'; id: string };

export const sameViewer = (a: MediaViewer | undefined, b: MediaViewer) =>
  a !== undefined && a.kind === b.kind && (a.kind === 'guest' || a.id === (b as { id: string }).id);

export interface MediaTicket {
  /** `<memberId>/<assetId>/<file>`: the object key under `members/`. */
  path: string;
  viewer: MediaViewer;
  expiresAt: number;
}

const viewerToken = (v: MediaViewer) => (v.kind === 'guest' ? 'guest' : `${v.kind}:${v.id}`);

function parseViewer(token: string): MediaViewer | undefined {
  if (token === 'guest') return { kind: 'guest' };
  const [kind, id] = token.split(':');
  if ((kind === 'member' || kind === 'staff') && id && /^[0-9a-f-]{36}$/.test(id)) return { kind, id };
  return undefined;
}

/** The sign-in a viewer proof stands for: the access token's session id (`sid`) and `iat` (seconds). */
export interface ViewerSignIn {
  sessionId?: string;
  issuedAt: number;
}

/** A verified viewer proof: who, and from which sign-in. */
export interface ViewerProof extends ViewerSignIn {
  viewer: MediaViewer;
}

// `<viewer>~<session or ->~<iat>.<expiry>.<mac>`; the mac's own label keeps it apart from a URL's.
const VIEWER_PROOF = 'viewer-sign-in';
const VIEWER_PROOF_PATTERN =
  /^(([a-z]+(?::[0-9a-f-]{36})?)~([0-9a-f-]{36}|-)~(\d{1,12}))\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;
const viewerClaim = (v: string, signIn: ViewerSignIn) => `${v}~${signIn.sessionId ?? '-'}~${signIn.issuedAt}`;

export class MediaUrlSigner {
  constructor(
    private readonly secret: Buffer,
    /** Where the media route is mounted for browsers. */
    private readonly basePath = '/api/profile/media',
    private readonly now: () => number = () => Date.now(),
  ) {
    if (secret.length < 32) throw new Error('The media URL secret must be at least 32 bytes');
  }

  /** A URL for `path`, valid for this viewer only. */
  sign(path: string, viewer: MediaViewer): string {
    const nowSeconds = Math.floor(this.now() / 1000);
    const expiresAt =
      Math.ceil((nowSeconds + MEDIA_URL_MIN_TTL_SECONDS) / MEDIA_URL_STEP_SECONDS) * MEDIA_URL_STEP_SECONDS;
    const v = viewerToken(viewer);
    const query = new URLSearchParams({ v, e: String(expiresAt), s: this.mac(path, v, expiresAt) });
    return `${this.basePath}/${path}?${query}`;
  }

  /**
   * The ticket if the signature matches and it has not expired; `expired` when only the time is
   * wrong (the page should reload), `invalid` for anything forged or mangled.
   */
  verify(path: string, query: Record<string, unknown>): MediaTicket | 'expired' | 'invalid' {
    const { v, e, s } = query;
    if (typeof v !== 'string' || typeof e !== 'string' || typeof s !== 'string') return 'invalid';
    if (!/^\d{1,12}$/.test(e)) return 'invalid';
    const expiresAt = Number(e);
    const expected = Buffer.from(this.mac(path, v, expiresAt));
    const given = Buffer.from(s);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    const viewer = parseViewer(v);
    if (!viewer) return 'invalid';
    if (expiresAt * 1000 <= this.now()) return 'expired';
    return { path, viewer, expiresAt };
  }

  /**
   * A proof of who the browser is: a URL made for someone works only for a request that also
   * proves to be them, so a copied URL is worth nothing. It names its sign-in, so the media route
   * can ask the revocation view whether that sign-in still stands.
   */
  signViewer(viewer: MediaViewer, ttlSeconds: number, signIn: ViewerSignIn): string {
    const claim = viewerClaim(viewerToken(viewer), signIn);
    const expiresAt = Math.floor(this.now() / 1000) + ttlSeconds;
    return `${claim}.${expiresAt}.${this.mac(VIEWER_PROOF, claim, expiresAt)}`;
  }

  verifyViewer(token: string | undefined): ViewerProof | undefined {
    const m = token ? VIEWER_PROOF_PATTERN.exec(token) : null;
    if (!m) return undefined;
    const [, claim, v, sid, iat, e, s] = m as unknown as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const expected = Buffer.from(this.mac(VIEWER_PROOF, claim, Number(e)));
    if (!timingSafeEqual(Buffer.from(s), expected) || Number(e) * 1000 <= this.now()) return undefined;
    const viewer = parseViewer(v);
    if (!viewer) return undefined;
    return { viewer, sessionId: sid === '-' ? undefined : sid, issuedAt: Number(iat) };
  }

  private mac(path: string, viewer: string, expiresAt: number): string {
    return createHmac('sha256', this.secret).update(`${path}\n${viewer}\n${expiresAt}`).digest('base64url');
  }
}
