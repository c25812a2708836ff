import type { Request, Response } from 'express';
import { MEDIA_COOKIE, MEDIA_COOKIE_PATH } from '@mawadda/contracts';
import type { Principal } from '@mawadda/kit';
import type { MediaUrlSigner, MediaViewer } from '../domain/media-url.js';
import { viewerOf } from './viewer.js';

/**
 * `<img>` and `<video>` requests carry no bearer token, so a signed-in browser proves who it is to
 * the media route with this cookie. It is set on every authenticated profile response (the site
 * also sends a heartbeat every two minutes), lives an hour, is httpOnly and is sent only to the
 * media path.
 */
const TTL_SECONDS = 3600;
const PATH = MEDIA_COOKIE_PATH;

export function issueMediaCookie(
  res: Response,
  signer: MediaUrlSigner,
  auth: Principal,
  secure: boolean,
): void {
  res.cookie(MEDIA_COOKIE, signer.signViewer(viewerOf(auth), TTL_SECONDS), {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: PATH,
    maxAge: TTL_SECONDS * 1000,
  });
}

/** Who the request proves to be: its bearer token if it has one, else the media cookie. */
export async function requestViewer(
  req: Request,
  signer: MediaUrlSigner,
  principalOf: (req: Request) => Promise<Principal | undefined>,
): Promise<MediaViewer | undefined> {
  if (req.headers.authorization) {
    const principal = await principalOf(req).catch(() => undefined);
    return principal ? viewerOf(principal) : undefined;
  }
  return signer.verifyViewer(readCookie(req.headers.cookie, MEDIA_COOKIE));
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}
