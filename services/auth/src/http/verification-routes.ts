import {
  accountSchema,
  confirmEmailSchema,
  confirmPhoneSchema,
  emailVerifiedSchema,
  verificationSentSchema,
} from '@mawadda/contracts';
import { enforceRateLimit } from '@mawadda/kit';
import { confirmEmailLink, sendEmailLink } from '../app/verify-email.js';
import { confirmPhoneCode, sendPhoneCode } from '../app/verify-phone.js';
import { toAccount } from '../domain/account-view.js';
import type { AuthHttp } from './context.js';
import { orRefuse } from './problems.js';

/** Verifying an existing account's phone (a code) and email (a link) (README: verification). */
export function verificationRoutes({ api, app }: AuthHttp) {
  api.post(
    '/me/verification/phone',
    {
      summary: 'Send a 6-digit code to my phone (10 minutes, 5 tries)',
      access: 'signed-in',
      response: verificationSentSchema,
      status: 202,
      errors: { 409: 'already_verified or no_phone', 429: 'Too many codes sent to this phone' },
    },
    async ({ auth }) => {
      const sent = orRefuse(await sendPhoneCode(app, auth.id));
      return { kind: 'phone' as const, expiresAt: sent.expiresAt.toISOString() };
    },
  );

  api.post(
    '/me/verification/phone/confirm',
    {
      summary: 'Confirm my phone with the code → the account',
      access: 'signed-in',
      body: confirmPhoneSchema,
      response: accountSchema,
      errors: { 400: 'invalid_code or code_expired' },
    },
    async ({ auth, body }) => toAccount(orRefuse(await confirmPhoneCode(app, auth.id, body.code))),
  );

  api.post(
    '/me/verification/email',
    {
      summary: 'Mail a one-use link (24 hours) that verifies my email',
      access: 'signed-in',
      response: verificationSentSchema,
      status: 202,
      errors: { 409: 'already_verified', 429: 'Too many links sent to this email' },
    },
    async ({ auth }) => {
      const sent = orRefuse(await sendEmailLink(app, auth.id));
      return { kind: 'email' as const, expiresAt: sent.expiresAt.toISOString() };
    },
  );

  api.post(
    '/verification/email',
    {
      summary: 'Verify an email with the token of its link (signed in or not: any device)',
      access: 'public',
      body: confirmEmailSchema,
      response: emailVerifiedSchema,
      errors: { 400: 'link_invalid', 429: 'Too many tries from this address' },
    },
    async ({ body, req }) => {
      await enforceRateLimit(app.limits.emailLinkPerIp, req.ip ?? 'unknown');
      const verified = orRefuse(await confirmEmailLink(app, body.token));
      return { kind: 'email' as const, verifiedAt: verified.verifiedAt.toISOString() };
    },
  );
}
