import type { Response } from 'express';
import type { Session } from '@mawadda/contracts';
import { toAccount } from '../domain/account-view.js';
import type { IssuedSession } from '../app/sessions.js';
import { setRefreshCookie } from './refresh-cookie.js';

/** The body every sign-in answers with; the refresh token only travels in its httpOnly cookie. */
export function sendSession(res: Response, issued: IssuedSession, secureCookie: boolean): Session {
  setRefreshCookie(res, issued.refreshToken, issued.refreshExpiresAt, secureCookie);
  res.set('Cache-Control', 'no-store');
  return {
    token: issued.token,
    tokenType: 'Bearer',
    expiresIn: issued.expiresIn,
    account: toAccount(issued.account),
  };
}
