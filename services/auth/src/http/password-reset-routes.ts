import { forgotPasswordSchema, passwordResetSentSchema, resetPasswordSchema } from '@mawadda/contracts';
import { forgotPassword } from '../app/forgot-password.js';
import { resetPassword } from '../app/reset-password.js';
import type { AuthHttp } from './context.js';
import { orRefuse } from './problems.js';

/** The forgotten password (README: Account security): a code to the email or phone, then a new password. */
export function passwordResetRoutes({ api, app }: AuthHttp) {
  api.post(
    '/password/forgot',
    {
      summary:
        'Send a 6-digit code (15 minutes, 5 tries) to this email or phone; the same answer whether or not an account holds it',
      access: 'public',
      body: forgotPasswordSchema,
      response: passwordResetSentSchema,
      status: 202,
      errors: { 429: 'Too many codes asked for this address, or from this IP' },
    },
    async ({ body, req, res }) => {
      res.set('Cache-Control', 'no-store');
      const sent = orRefuse(await forgotPassword(app, body, req.ip));
      return { expiresAt: sent.expiresAt.toISOString() };
    },
  );

  api.post(
    '/password/reset',
    {
      summary: 'Set a new password with the code; every sign-in of the account ends, access tokens included',
      access: 'public',
      body: resetPasswordSchema,
      errors: {
        400: 'invalid_code, code_expired (unknown address, expired or used up) or password_common',
      },
    },
    async ({ body }) => {
      orRefuse(await resetPassword(app, body));
      return undefined;
    },
  );
}
