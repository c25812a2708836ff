import {
  enrolConfirmSchema,
  enrolledSessionSchema,
  enrolStartSchema,
  recoveryCodesSchema,
  secondFactorSessionSchema,
  secondFactorSignInSchema,
  twoFactorConfirmSchema,
  twoFactorProofSchema,
  twoFactorSetupSchema,
  twoFactorStartSchema,
  twoFactorStatusSchema,
} from '@mawadda/contracts';
import { ADMIN_ROLES, enforceRateLimit } from '@mawadda/kit';
import { z } from 'zod';
import { confirmEnrolment, startEnrolment } from '../app/enrol-second-factor.js';
import {
  confirmTwoFactor,
  disableTwoFactor,
  renewRecoveryCodes,
  startTwoFactor,
  twoFactorStatus,
} from '../app/member-two-factor.js';
import { resetStaffTwoFactor } from '../app/reset-staff-two-factor.js';
import { completeSecondFactorSignIn } from '../app/second-factor-sign-in.js';
import type { AuthHttp } from './context.js';
import { orRefuse } from './problems.js';
import { sendSession } from './session-response.js';

/** Second factor (README: Second factor): the sign-in's second step, enrolment, settings, reset. */
export function twoFactorRoutes({ api, app, sessions, secureCookies }: AuthHttp) {
  const perIp = (ip: string | undefined) => enforceRateLimit(app.limits.secondFactorPerIp, ip ?? 'unknown');

  api.post(
    '/login/second-factor',
    {
      summary:
        'The second step of a sign-in: the challenge from /login and a code of the authenticator app, or a recovery code (each works once)',
      access: 'public',
      body: secondFactorSignInSchema,
      response: secondFactorSessionSchema,
      errors: {
        400: 'Wrong code (invalid_code on code; the 5th ends the challenge), or the challenge is unknown, expired or used (challenge_expired)',
        403: 'Account suspended meanwhile',
        429: 'Too many attempts (from this address, or wrong codes against this account)',
      },
    },
    async ({ body, req, res }) => {
      await perIp(req.ip);
      const { issued, recoveryCodesLeft } = orRefuse(await completeSecondFactorSignIn(app, sessions, body));
      return { ...sendSession(res, issued, secureCookies), recoveryCodesLeft };
    },
  );

  api.post(
    '/login/enrol',
    {
      summary:
        'Staff without a second factor, inside their sign-in: the secret to add to an authenticator app (QR code, URI, base32); the same one again for the same challenge',
      access: 'public',
      body: enrolStartSchema,
      response: twoFactorSetupSchema,
      errors: { 400: 'The challenge is unknown, expired or used', 429: 'Too many attempts' },
    },
    async ({ body, req, res }) => {
      await perIp(req.ip);
      res.set('Cache-Control', 'no-store');
      return orRefuse(await startEnrolment(app, body.challenge));
    },
  );

  api.post(
    '/login/enrol/confirm',
    {
      summary:
        'The first code of the new secret: the second factor is on, the 10 recovery codes are shown (once) and the session opens',
      access: 'public',
      body: enrolConfirmSchema,
      response: enrolledSessionSchema,
      errors: {
        400: 'Wrong code, or the challenge is unknown, expired or used',
        409: 'No pending secret: call /login/enrol first',
        429: 'Too many attempts',
      },
    },
    async ({ body, req, res }) => {
      await perIp(req.ip);
      const { issued, recoveryCodes } = orRefuse(await confirmEnrolment(app, sessions, body));
      return { session: sendSession(res, issued, secureCookies), recoveryCodes };
    },
  );

  api.get(
    '/me/two-factor',
    {
      summary:
        'Whether my second factor is on, since when, how many recovery codes are left, and whether it is required (staff)',
      access: 'account',
      response: twoFactorStatusSchema,
    },
    async ({ auth }) => orRefuse(await twoFactorStatus(app, auth.id)),
  );

  api.post(
    '/me/two-factor',
    {
      summary:
        'Start turning the second factor on (password again): a pending secret to scan, replacing a pending one',
      access: 'account',
      body: twoFactorStartSchema,
      response: twoFactorSetupSchema,
      errors: { 400: 'Wrong password', 409: 'Already on', 429: 'Too many attempts' },
    },
    async ({ auth, body, res }) => {
      res.set('Cache-Control', 'no-store');
      return orRefuse(await startTwoFactor(app, auth.id, body.currentPassword));
    },
  );

  api.post(
    '/me/two-factor/confirm',
    {
      summary:
        'The first code of the pending secret: the second factor is on; the 10 recovery codes are shown once',
      access: 'account',
      body: twoFactorConfirmSchema,
      response: recoveryCodesSchema,
      errors: { 400: 'Wrong code', 409: 'Already on, or nothing pending', 429: 'Too many wrong codes' },
    },
    async ({ auth, body, res }) => {
      res.set('Cache-Control', 'no-store');
      return orRefuse(await confirmTwoFactor(app, auth.id, body.code));
    },
  );

  api.delete(
    '/me/two-factor',
    {
      summary: 'Turn the second factor off (password and a current or recovery code); staff cannot',
      access: 'account',
      body: twoFactorProofSchema,
      errors: {
        400: 'Wrong password or code',
        409: 'Required for staff (two_factor_required), or not on',
        429: 'Too many attempts',
      },
    },
    async ({ auth, body }) => {
      orRefuse(await disableTwoFactor(app, auth.id, auth.role, body));
      return undefined;
    },
  );

  api.post(
    '/me/two-factor/recovery-codes',
    {
      summary: 'Ten new recovery codes (password and a current or recovery code); the old ones stop working',
      access: 'account',
      body: twoFactorProofSchema,
      response: recoveryCodesSchema,
      errors: { 400: 'Wrong password or code', 409: 'Not on', 429: 'Too many attempts' },
    },
    async ({ auth, body, res }) => {
      res.set('Cache-Control', 'no-store');
      return orRefuse(await renewRecoveryCodes(app, auth.id, body));
    },
  );

  api.delete(
    '/admin/staff/:id/two-factor',
    {
      summary:
        "Remove a staff member's second factor and recovery codes; every sign-in of theirs ends at once, and the next one enrols again. Not one's own",
      access: ADMIN_ROLES,
      params: z.object({ id: z.uuid() }),
      errors: {
        403: 'Not an admin',
        404: 'Unknown id, or a member account',
        409: 'Your own (staff_self_change)',
      },
    },
    async ({ auth, params }) => {
      orRefuse(await resetStaffTwoFactor(app, auth, params.id));
      return undefined;
    },
  );
}
