import type { Request, Response } from 'express';

export const REFRESH_COOKIE = 'mawadda_refresh';
/** Scoped to the auth API: the browser sends it to refresh and logout, and nowhere else. */
const COOKIE_PATH = '/api/auth';

export function setRefreshCookie(res: Response, value: string, expires: Date, secure: boolean) {
  res.cookie(REFRESH_COOKIE, value, {
    httpOnly: true,
    secure,
    sameSite: 'strict',
    path: COOKIE_PATH,
    expires,
  });
}

export function clearRefreshCookie(res: Response, secure: boolean) {
  res.clearCookie(REFRESH_COOKIE, { httpOnly: true, secure, sameSite: 'strict', path: COOKIE_PATH });
}

export const refreshCookieOf = (req: Request): string | undefined => {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[REFRESH_COOKIE];
  return typeof value === 'string' ? value : undefined;
};

export const clientOf = (req: Request) => ({ ip: req.ip, userAgent: req.get('user-agent') });
