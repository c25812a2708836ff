import { loginSchema, sessionSchema } from '@mawadda/contracts';
import { ProblemError, problems } from '@mawadda/kit';
import { decoyHash, verifyPassword } from '../domain/passwords.js';
import type { Sessions } from '../domain/sessions.js';
import { findAccountByLogin } from '../store/accounts-store.js';
import { accountSuspended } from './account-suspended.js';
import type { AuthContext } from './context.js';
import { clearRefreshCookie, clientOf, refreshCookieOf } from './refresh-cookie.js';
import { sendSession } from './session-response.js';

const invalidCredentials = () => new ProblemError(401, 'invalid_credentials', 'error.invalidCredentials');

export function sessionRoutes(ctx: AuthContext, sessions: Sessions) {
  const { api, database, limits, config } = ctx;

  api.post(
    '/login',
    {
      summary: 'Sign in with email or phone and password',
      body: loginSchema,
      response: sessionSchema,
      errors: {
        401: 'Unknown account or wrong password (answered alike)',
        403: 'Account suspended',
        429: 'Too many attempts',
      },
    },
    async ({ body, req, res }) => {
      await limits.loginPerIp.enforce(req.ip ?? 'unknown');
      const accountKey = 'email' in body ? `email:${body.email}` : `phone:${body.phone}`;
      // A locked account stays locked even for the right password, or guessing would still pay.
      const lock = await limits.loginFailuresPerAccount.peek(accountKey);
      if (!lock.allowed) throw problems.rateLimited(lock.retryAfterSeconds);
      const account = await findAccountByLogin(database.db, body);
      const ok = await verifyPassword(account?.passwordHash ?? (await decoyHash()), body.password);
      if (!account || !ok) {
        await limits.loginFailuresPerAccount.consume(accountKey);
        throw invalidCredentials();
      }
      if (account.status !== 'active') throw accountSuspended();
      await limits.loginFailuresPerAccount.reset(accountKey);
      return sendSession(res, await sessions.start(account, clientOf(req)), config.COOKIE_SECURE);
    },
  );

  api.post(
    '/refresh',
    {
      summary: 'Rotate the refresh cookie and get a new access token',
      response: sessionSchema,
      errors: { 401: 'No valid refresh cookie' },
    },
    async ({ req, res }) => {
      await limits.refreshPerIp.enforce(req.ip ?? 'unknown');
      try {
        return sendSession(
          res,
          await sessions.rotate(refreshCookieOf(req), clientOf(req)),
          config.COOKIE_SECURE,
        );
      } catch (err) {
        clearRefreshCookie(res, config.COOKIE_SECURE);
        throw err;
      }
    },
  );

  api.post(
    '/logout',
    { summary: 'End this sign-in: its refresh family stops working' },
    async ({ req, res }) => {
      await sessions.end(refreshCookieOf(req));
      clearRefreshCookie(res, config.COOKIE_SECURE);
      return undefined;
    },
  );
}
