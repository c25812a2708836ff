import { z } from 'zod';

/**
 * Verification of a member's email and phone: the two-step registration that never tells a stranger
 * whether an address has an account, and the verification of existing accounts.
 */

export const VERIFICATION_KINDS = ['email', 'phone'] as const;
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];

/** A 6-digit code as typed: spaces around it are forgiven, anything but six digits is not. */
export const verificationCodeRule = z
  .string('validation.required')
  .trim()
  .min(1, 'validation.required')
  .regex(/^\d{6}$/, 'verify.validation.code');

const registrationIdRule = z
  .string('validation.required')
  .trim()
  .min(1, 'validation.required')
  .max(64, 'validation.invalid');

/**
 * `POST /register` (and `/register/company`) answers 202 with this, whether or not the email or
 * phone is already registered: the codes went to the addresses, and only their owners can confirm.
 */
export const pendingRegistrationSchema = z.object({
  registrationId: z.string(),
  expiresAt: z.string(),
});
export type PendingRegistration = z.infer<typeof pendingRegistrationSchema>;

/** `POST /register/confirm`: the two codes sent to the email and the phone. */
export const confirmRegistrationSchema = z.object({
  registrationId: registrationIdRule,
  emailCode: verificationCodeRule,
  phoneCode: verificationCodeRule,
});
export type ConfirmRegistration = z.output<typeof confirmRegistrationSchema>;

/** `POST /register/resend`: new codes for a pending registration. */
export const resendRegistrationSchema = z.object({ registrationId: registrationIdRule });

/** `POST /me/verification/phone/confirm`. */
export const confirmPhoneSchema = z.object({ code: verificationCodeRule });

/** `POST /verification/email`: the token of the link mailed to the account's email. */
export const confirmEmailSchema = z.object({
  token: z.string('validation.required').trim().min(1, 'validation.required').max(200, 'validation.invalid'),
});

/**
 * What `POST /verification/email` answers: the link may be opened signed out, on another device,
 * so it tells what was verified and when, never the account.
 */
export const emailVerifiedSchema = z.object({ kind: z.literal('email'), verifiedAt: z.string() });
export type EmailVerified = z.infer<typeof emailVerifiedSchema>;

/** What the send routes answer (202): when the code or link stops working. */
export const verificationSentSchema = z.object({ kind: z.enum(VERIFICATION_KINDS), expiresAt: z.string() });
export type VerificationSent = z.infer<typeof verificationSentSchema>;

/**
 * `member.verified` (auth): the member proved they hold this address (a registration confirms
 * both). Ids and facts only: never the address. Profile and search may show badges from it.
 */
export const memberVerifiedPayloadSchema = z.object({
  memberId: z.string(),
  kind: z.enum(VERIFICATION_KINDS),
  at: z.string(),
});
export type MemberVerifiedPayload = z.infer<typeof memberVerifiedPayloadSchema>;
