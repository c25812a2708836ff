import { z } from 'zod';
import { verificationCodeRule } from '../auth/verification.js';
import { phoneRule } from '../phone-rule.js';
import { emailRule, fullNameRule, passwordRule } from '../rules.js';
import { guardianSettingsSchema } from './events.js';

/**
 * The guardian (wali) link's API (services/auth README "Guardian"): the member invites one
 * guardian, who accepts with the mailed token; the member sets what the guardian approves, may lock
 * it for a while, and reads what happened.
 */

export const GUARDIAN_LOCK_DAYS = [0, 30, 90, 180] as const;
export const GUARDIAN_CHANNELS = ['email', 'phone'] as const;
export type GuardianChannel = (typeof GUARDIAN_CHANNELS)[number];

/** `POST /api/auth/me/guardian/invite`: one address, email or phone. */
export const guardianInviteSchema = z.union([
  z.strictObject({ email: emailRule }),
  z.strictObject({ phone: phoneRule }),
]);
export type GuardianInviteInput = z.output<typeof guardianInviteSchema>;

/**
 * `PUT /api/auth/me/guardian/settings`: every switch. `seesMatchmaking` and `callsIncludeGuardian` came later: a client
 * that leaves it out keeps the stored value, so an open tab of the older site never turns it off.
 */
export const guardianSettingsInputSchema = z.strictObject({
  ...guardianSettingsSchema.shape,
  seesMatchmaking: z.boolean().optional(),
  callsIncludeGuardian: z.boolean().optional(),
});
export type GuardianSettingsInput = z.output<typeof guardianSettingsInputSchema>;

/** `PUT /api/auth/me/guardian/lock`: 0 sets no lock (or keeps the one in force). */
export const guardianLockSchema = z.strictObject({
  days: z.literal(GUARDIAN_LOCK_DAYS, 'validation.invalid'),
});

/**
 * Signed in as a guardian holding the invited address: an empty body. Otherwise the new account's
 * name, password and the code sent to the invited address, proving the invitee holds it (the link
 * may have been forwarded). Given one field, all four are required.
 */
export const guardianAcceptSchema = z
  .strictObject({
    fullName: fullNameRule.optional(),
    password: passwordRule.optional(),
    confirmPassword: z.string().max(128, 'validation.maxLength').optional(),
    code: verificationCodeRule.optional(),
  })
  .superRefine((v, ctx) => {
    const fields = ['fullName', 'password', 'confirmPassword', 'code'] as const;
    if (fields.every((field) => v[field] === undefined)) return;
    for (const field of fields)
      if (!v[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
    if (v.password && v.confirmPassword && v.password !== v.confirmPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation.passwordsMismatch' });
  });
export type GuardianAcceptInput = z.output<typeof guardianAcceptSchema>;

export const guardianTokenParamsSchema = z.object({ token: z.string().min(20).max(100) });
export const guardianMemberParamsSchema = z.object({ memberId: z.uuid() });

/**
 * `GET /api/auth/guardian/invites/{token}`: what the invited person sees before accepting. Her first
 * name as given, and in Latin and Arabic script where she wrote it so (as on his other pages).
 */
export const guardianInvitePreviewSchema = z.object({
  memberFirstName: z.string(),
  memberFirstNameEn: z.string().nullable().optional(),
  memberFirstNameAr: z.string().nullable().optional(),
  /** So the invitation speaks of her as her (absent: the neutral wording). */
  memberGender: z.enum(['male', 'female']).nullable().optional(),
  channel: z.enum(GUARDIAN_CHANNELS),
  addressMasked: z.string(),
  expiresAt: z.string(),
});
export type GuardianInvitePreview = z.infer<typeof guardianInvitePreviewSchema>;

/**
 * `POST /api/auth/guardian/invites/{token}/code` (202): a code went to the invited address, which
 * the answer names only masked; it works until `expiresAt`.
 */
export const guardianInviteCodeSentSchema = z.object({
  channel: z.enum(GUARDIAN_CHANNELS),
  addressMasked: z.string(),
  expiresAt: z.string(),
});
export type GuardianInviteCodeSent = z.infer<typeof guardianInviteCodeSentSchema>;

/** `GET /api/auth/me/guardian`: the member's guardian link as it stands. */
export const guardianStateSchema = z.object({
  status: z.enum(['none', 'invited', 'linked']),
  guardian: z.object({ id: z.string(), fullName: z.string() }).optional(),
  settings: guardianSettingsSchema,
  /** Until when the link and its approvals cannot be loosened (null: not locked). */
  lockedUntil: z.string().nullable(),
  invite: z
    .object({ channel: z.enum(GUARDIAN_CHANNELS), addressMasked: z.string(), expiresAt: z.string() })
    .optional(),
});
export type GuardianState = z.infer<typeof guardianStateSchema>;

export const GUARDIAN_ACTIVITY_KINDS = [
  'invited',
  'invite_withdrawn',
  'accepted',
  'settings_changed',
  'locked',
  'ended',
  'approval_decided',
] as const;
export type GuardianActivityKind = (typeof GUARDIAN_ACTIVITY_KINDS)[number];

/**
 * One line of the member's guardian log. `details` holds facts, never texts: the settings that
 * changed (`{ approvePhotos: true }`), the lock's end, who ended the link, an approval's subject
 * and decision.
 */
export const guardianActivitySchema = z.object({
  id: z.string(),
  kind: z.enum(GUARDIAN_ACTIVITY_KINDS),
  at: z.string(),
  by: z.enum(['member', 'guardian', 'system']),
  details: z.record(z.string(), z.union([z.string(), z.boolean(), z.number(), z.null()])),
});
export type GuardianActivity = z.infer<typeof guardianActivitySchema>;

export const guardianActivityQuerySchema = z.strictObject({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const guardianActivityPageSchema = z.object({
  items: z.array(guardianActivitySchema),
  next: z.string().nullable(),
});
export type GuardianActivityPage = z.infer<typeof guardianActivityPageSchema>;

/**
 * `GET /api/auth/guardian/members`: the members a guardian is linked to, with their choices. The
 * first name as given, and in Latin and Arabic script when the member wrote the name in that
 * script (absent from older answers), so each page shows it in its reader's script.
 */
export const guardianLinkedMemberSchema = z.object({
  memberId: z.string(),
  firstName: z.string(),
  firstNameEn: z.string().nullable().optional(),
  firstNameAr: z.string().nullable().optional(),
  settings: guardianSettingsSchema,
});
export const guardianLinkedMembersSchema = z.array(guardianLinkedMemberSchema);
export type GuardianLinkedMember = z.infer<typeof guardianLinkedMemberSchema>;
