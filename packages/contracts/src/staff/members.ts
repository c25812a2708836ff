import { z } from 'zod';
import { ACCOUNT_STATUSES } from '../events.js';

/**
 * Why staff suspend a member. The member is told the reason in their language when a sign-in is
 * refused (`auth.suspended.reason.<code>`), so only codes are stored and shown, never free text.
 */
export const SUSPENSION_REASONS = [
  'fake_profile',
  'harassment',
  'inappropriate_content',
  'scam',
  'underage',
  'misrepresentation',
  'terms_violation',
  'other',
] as const;
export type SuspensionReason = (typeof SUSPENSION_REASONS)[number];

/** The suspension in force: why, the staff note, when and by whom (null once that staff account is gone). */
export const memberSuspensionSchema = z.object({
  reason: z.enum(SUSPENSION_REASONS),
  note: z.string().nullable(),
  at: z.string(),
  by: z.string().nullable(),
});
export type MemberSuspension = z.infer<typeof memberSuspensionSchema>;

/** One member account as staff list it (`GET /api/auth/admin/members`): never a staff account. */
export const adminMemberSchema = z.object({
  id: z.string(),
  kind: z.enum(['individual', 'company']),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  gender: z.enum(['male', 'female']).nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  locale: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  /** Profile completeness 0–100, copied from `profile.updated`; null until the profile told it. */
  completeness: z.number().int().nullable(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  /** Set while suspended, null when active. */
  suspension: memberSuspensionSchema.nullable(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

/** One sign-in (a new session: login or registration), newest first. */
export const signInRecordSchema = z.object({
  at: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type SignInRecord = z.infer<typeof signInRecordSchema>;

/** `GET /api/auth/admin/members/{id}`: the row and its last 20 sign-ins. */
export const adminMemberDetailSchema = adminMemberSchema.extend({
  loginHistory: z.array(signInRecordSchema),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;

/**
 * `PUT /api/auth/admin/accounts/{id}/status`. A suspension needs its reason (400 naming `reason`
 * otherwise); the note is for staff only and never shown to the member.
 */
export const memberStatusChangeSchema = z
  .object({
    status: z.enum(ACCOUNT_STATUSES),
    reason: z.enum(SUSPENSION_REASONS, 'validation.invalid').optional(),
    note: z.string().trim().max(1000, 'validation.maxLength').optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.status === 'suspended' && !v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'validation.required' });
  });
export type MemberStatusChange = z.infer<typeof memberStatusChangeSchema>;
