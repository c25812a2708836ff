import type { Response } from 'express';
import { MEDIA_COOKIE, MEDIA_COOKIE_PATH } from '@mawadda/contracts';

/**
 * Signing out also drops the profile service's media cookie, so the browser of someone who left
 * a shared computer no longer opens their photos (the cookie is also bound to the session, which
 * the profile service refuses once revoked).
 */
export function clearMediaCookie(res: Response, secure: boolean): void {
  res.clearCookie(MEDIA_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: MEDIA_COOKIE_PATH });
}
