import { z } from 'zod';
import { phoneRule } from '../phone-rule.js';
import { emailRule, passwordRule } from '../rules.js';
import { verificationCodeRule } from './verification.js';

/**
 * A member's own account security (services/auth README: Account security): the forgotten
 * password, changing the email or the phone, and the list of signed-in devices.
 */

const secret = z.string('validation.required').min(1, 'validation.required').max(128, 'validation.maxLength');
const confirmation = z
  .string('validation.required')
  .min(1, 'validation.required')
  .max(128, 'validation.maxLength');

// An address field sent blank or null is as if not sent: a form with the other field filled is fine.
const withoutBlankAddresses = (input: unknown) => {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const out: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  for (const k of ['email', 'phone'])
    if (out[k] === null || (typeof out[k] === 'string' && out[k].trim() === '')) delete out[k];
  return out;
};

/**
 * The email or the phone (the email when both come, as at sign-in). An object with both optional
 * rather than a union of two, so a bad value is named by its field (a union names the body).
 */
const address = { email: emailRule.optional(), phone: phoneRule.optional() };
const needsAddress = (v: { email?: string; phone?: string }, ctx: z.RefinementCtx) => {
  if (v.email === undefined && v.phone === undefined)
    ctx.addIssue({ code: 'custom', path: ['email'], message: 'validation.required' });
};

const oneAddress = <T extends { email?: string; phone?: string }>({ email, phone, ...rest }: T) =>
  email !== undefined ? { ...rest, email } : { ...rest, phone: phone as string };

/**
 * `POST /password/forgot`: the email or the phone, as at sign-in. The answer is the same whether
 * or not an account holds the address: a stranger learns nothing by asking.
 */
export const forgotPasswordSchema = z.preprocess(
  withoutBlankAddresses,
  z.object(address).superRefine(needsAddress).transform(oneAddress),
);
export type ForgotPassword = z.output<typeof forgotPasswordSchema>;

/** What `POST /password/forgot` answers (202), always: when the code would stop working. */
export const passwordResetSentSchema = z.object({ expiresAt: z.string() });
export type PasswordResetSent = z.infer<typeof passwordResetSentSchema>;

/**
 * `POST /password/reset` (204): the address the code went to, the code, and the new password
 * (registration's rules). Every sign-in of the account ends on success.
 */
export const resetPasswordSchema = z.preprocess(
  withoutBlankAddresses,
  z
    .object({
      ...address,
      code: verificationCodeRule,
      newPassword: passwordRule,
      confirmPassword: confirmation,
    })
    .superRefine(needsAddress)
    .refine((v) => v.newPassword === v.confirmPassword, {
      path: ['confirmPassword'],
      message: 'validation.passwordsMismatch',
    })
    .transform(oneAddress),
);
export type ResetPassword = z.output<typeof resetPasswordSchema>;

export const ADDRESS_KINDS = ['email', 'phone'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

/** `POST /me/email`: the new email and the current password; a code goes to the new email. */
export const changeEmailSchema = z.object({ email: emailRule, currentPassword: secret });
export type ChangeEmail = z.output<typeof changeEmailSchema>;

/** `POST /me/phone`: the new phone (E.164 as at registration) and the current password. */
export const changePhoneSchema = z.object({ phone: phoneRule, currentPassword: secret });
export type ChangePhone = z.output<typeof changePhoneSchema>;

/** What `POST /me/email` and `POST /me/phone` answer (202): the code went to the new address. */
export const addressChangeSentSchema = z.object({ kind: z.enum(ADDRESS_KINDS), expiresAt: z.string() });
export type AddressChangeSent = z.infer<typeof addressChangeSentSchema>;

/** `POST /me/email/confirm` and `POST /me/phone/confirm`: the code sent to the new address. */
export const confirmAddressChangeSchema = z.object({ code: verificationCodeRule });
export type ConfirmAddressChange = z.output<typeof confirmAddressChangeSchema>;

/**
 * One signed-in device (a refresh family). `browser`, `os` and `device` are read from the user
 * agent, null when it tells nothing. `ip` is masked: enough to recognise a network, not to locate a
 * person. `current` is the caller's own.
 */
export const deviceSessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  device: z.string().optional(),
  ip: z.string().nullable(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;

/** `GET /me/sessions`: open sessions of the caller's account, latest activity first. */
export const deviceSessionsSchema = z.object({ items: z.array(deviceSessionSchema) });
export type DeviceSessions = z.infer<typeof deviceSessionsSchema>;

/** `DELETE /me/sessions/{id}`: the session (refresh family) id. */
export const deviceSessionParamsSchema = z.object({
  id: z.string('validation.required').trim().min(1, 'validation.required').max(64, 'validation.invalid'),
});

/**
 * `member.contact.changed` (auth): a member's confirmed phone changed. `phoneKey` is the keyed
 * digest `member.registered` carries (never the number), so billing's one-trial-per-phone rule
 * follows the new number.
 */
export const memberContactChangedPayloadSchema = z.object({
  memberId: z.string(),
  phoneKey: z.string(),
  at: z.string(),
});
export type MemberContactChangedPayload = z.infer<typeof memberContactChangedPayloadSchema>;
