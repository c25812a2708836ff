import {
  loginResponseSchema,
  loginSchema,
  sessionSchema,
  type SecondFactorChallenge,
} from '@mawadda/contracts';
import { enforceRateLimit } from '@mawadda/kit';
import { signIn } from '../app/sign-in.js';
import type { AuthHttp } from './context.js';
import { clearMediaCookie } from './media-cookie.js';
import { orRefuse } from './problems.js';
import { clearRefreshCookie, clientOf, refreshCookieOf } from './refresh-cookie.js';
import { sendSession } from './session-response.js';

export function sessionRoutes({ api, app, sessions, secureCookies }: AuthHttp) {
  api.post(
    '/login',
    {
      summary:
        'Sign in with email or phone and password. An account with a second factor (every staff account) gets no session yet: a challenge for /login/second-factor, or /login/enrol for staff without one',
      access: 'public',
      body: loginSchema,
      response: loginResponseSchema,
      errors: {
        401: 'Unknown account or wrong password (answered alike)',
        403: 'Account suspended',
        429: 'Too many attempts (from this address, or against this account)',
      },
    },
    async ({ body, req, res }) => {
      await enforceRateLimit(app.limits.loginPerIp, req.ip ?? 'unknown');
      const result = orRefuse(await signIn(app, sessions, body, clientOf(req)));
      if ('session' in result) return sendSession(res, result.session, secureCookies);
      res.set('Cache-Control', 'no-store');
      const { step, challenge, expiresIn } = result.challenge;
      return { secondFactor: step, challenge, expiresIn } satisfies SecondFactorChallenge;
    },
  );

  api.post(
    '/refresh',
    {
      summary: 'Rotate the refresh cookie and get a new access token',
      access: 'public',
      // The refresh cookie is the credential here, not a bearer token: no caller of the matrix holds one.
      authz: { guest: 401, owner: 401, member: 401, blocked: 401, moderator: 401, admin: 401 },
      response: sessionSchema,
      errors: { 401: 'No valid refresh cookie' },
    },
    async ({ req, res }) => {
      await enforceRateLimit(app.limits.refreshPerIp, req.ip ?? 'unknown');
      const rotated = await sessions.rotate(refreshCookieOf(req), clientOf(req));
      if (!rotated.ok) clearRefreshCookie(res, secureCookies);
      return sendSession(res, orRefuse(rotated), secureCookies);
    },
  );

  api.post(
    '/logout',
    {
      summary: 'End this sign-in: its refresh family and its access tokens stop working, everywhere',
      access: 'public',
    },
    async ({ req, res }) => {
      await sessions.end(refreshCookieOf(req));
      clearRefreshCookie(res, secureCookies);
      clearMediaCookie(res, secureCookies);
      return undefined;
    },
  );
}
