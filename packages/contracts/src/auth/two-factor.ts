import { z } from 'zod';
import { sessionSchema } from '../auth.js';

/**
 * Two-step sign-in (TOTP, RFC 6238): required of staff, optional for members (services/auth
 * README, Second factor). A sign-in that needs it answers a challenge instead of a session; the
 * client trades the challenge and a code for the session.
 */

export const SECOND_FACTOR_STEPS = ['verify', 'enrol'] as const;
export type SecondFactorStep = (typeof SECOND_FACTOR_STEPS)[number];

/** How many recovery codes an enrolment (or a renewal) hands out. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * What `POST /login` answers (200) for an account with a second factor (`verify`), or for staff
 * who have yet to set one up (`enrol`): no token, no refresh cookie, only the challenge that the
 * next step needs. `expiresIn` is in seconds.
 */
export const secondFactorChallengeSchema = z.object({
  secondFactor: z.enum(SECOND_FACTOR_STEPS),
  challenge: z.string(),
  expiresIn: z.number().int(),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

/** `POST /login`: a session, or a challenge when the account needs its second factor. */
export const loginResponseSchema = z.union([sessionSchema, secondFactorChallengeSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const isSecondFactorChallenge = (r: LoginResponse): r is SecondFactorChallenge => 'secondFactor' in r;

/**
 * Strips what people type between a code's characters (spaces, dashes) and folds the case, so a
 * recovery code is accepted as printed ("7KQ2M-XW9PD") or typed any other way.
 */
export const normaliseSecondFactorCode = (raw: string): string => raw.replace(/[\s-]/g, '').toUpperCase();

const TOTP_CODE = /^\d{6}$/;
/** A recovery code once normalised: 10 characters of the Crockford base32 alphabet. */
const RECOVERY_CODE = /^[0-9A-HJKMNP-TV-Z]{10}$/;

export const isTotpCode = (code: string): boolean => TOTP_CODE.test(code);

const codeText = z.string('validation.required').max(40, 'twoFactor.validation.code');

/** A 6-digit code of the authenticator app. */
export const totpCodeRule = codeText
  .transform(normaliseSecondFactorCode)
  .refine((v) => v.length > 0, 'validation.required')
  .refine((v) => v.length === 0 || TOTP_CODE.test(v), 'twoFactor.validation.totpCode');

/** A 6-digit code of the authenticator app, or one recovery code. */
export const secondFactorCodeRule = codeText
  .transform(normaliseSecondFactorCode)
  .refine((v) => v.length > 0, 'validation.required')
  .refine((v) => v.length === 0 || TOTP_CODE.test(v) || RECOVERY_CODE.test(v), 'twoFactor.validation.code');

const challengeRule = z
  .string('validation.required')
  .trim()
  .min(1, 'validation.required')
  .max(100, 'twoFactor.error.challengeExpired');

const currentPasswordRule = z
  .string('validation.required')
  .min(1, 'validation.required')
  .max(128, 'validation.maxLength');

/** `POST /login/second-factor`. */
export const secondFactorSignInSchema = z.object({ challenge: challengeRule, code: secondFactorCodeRule });
export type SecondFactorSignIn = z.output<typeof secondFactorSignInSchema>;

/**
 * What `POST /login/second-factor` answers: the session, as `/login` would have; after a recovery
 * code, how many unused ones are left.
 */
export const secondFactorSessionSchema = sessionSchema.extend({
  recoveryCodesLeft: z.number().int().optional(),
});
export type SecondFactorSession = z.infer<typeof secondFactorSessionSchema>;

/** `POST /login/enrol`: staff who must set up their second factor, with their challenge. */
export const enrolStartSchema = z.object({ challenge: challengeRule });

/**
 * A pending secret to add to an authenticator app: as a QR code (an SVG data URL), as the
 * `otpauth://` URI it encodes, and as base32 text to type in. Shown until it is confirmed.
 */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrSvgDataUrl: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** `POST /login/enrol/confirm`: the first code of the new secret proves the app holds it. */
export const enrolConfirmSchema = z.object({ challenge: challengeRule, code: totpCodeRule });
export type EnrolConfirm = z.output<typeof enrolConfirmSchema>;

/** The recovery codes, in their printed form, shown this once (only their digests are kept). */
export const recoveryCodesSchema = z.object({
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** What `POST /login/enrol/confirm` answers: the session and the recovery codes. */
export const enrolledSessionSchema = recoveryCodesSchema.extend({ session: sessionSchema });
export type EnrolledSession = z.infer<typeof enrolledSessionSchema>;

/** `GET /me/two-factor`: `required` is true for staff, who cannot turn it off. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** `POST /me/two-factor`: the password again before a new secret is made. */
export const twoFactorStartSchema = z.object({ currentPassword: currentPasswordRule });

/** `POST /me/two-factor/confirm`. */
export const twoFactorConfirmSchema = z.object({ code: totpCodeRule });

/**
 * `DELETE /me/two-factor` and `POST /me/two-factor/recovery-codes`: the password and a current
 * code (or a recovery code), so neither a left-open session nor a stolen password is enough.
 */
export const twoFactorProofSchema = z.object({
  currentPassword: currentPasswordRule,
  code: secondFactorCodeRule,
});
export type TwoFactorProof = z.output<typeof twoFactorProofSchema>;
