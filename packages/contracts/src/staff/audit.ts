import { z } from 'zod';

/*
 * The staff audit log: every staff action, and every look at a private profile or reported
 * conversation, is told as `staff.acted` in the action's transaction; auth appends it to a log
 * nothing can edit.
 */

export const STAFF_ACTIONS = [
  'member.view',
  'member.suspend',
  'member.reinstate',
  'profile.view',
  'media.approve',
  'media.reject',
  'text.approve',
  'text.reject',
  'verification.approve',
  'verification.reject',
  'report.resolve',
  'report.dismiss',
  'report.reopen',
  'conversation.view',
  'feedback.reply',
  'feedback.status',
  'feedback.delete',
  'content.create',
  'content.update',
  'content.delete',
  'plan.update',
  /** An admin gave back part or all of an order's payment (the amount and the reason). */
  'order.refund',
  /** Staff published or turned back a married couple's success story. */
  'story.approve',
  'story.reject',
  'staff.create',
  'staff.update',
  /** An admin removed a staff member's second factor: they set up a new one at their next sign-in. */
  'staff.two_factor_reset',
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** What the action was done to: its kind and id (`member` + account id, `faq` + 12, …). */
export const AUDIT_TARGET_TYPES = [
  'member',
  'media',
  'text',
  'verification',
  'report',
  'conversation',
  'feedback',
  'menus',
  'blocks',
  'pages',
  'news',
  'blog',
  'faq',
  'plan',
  'order',
  'staff',
  'story',
  /** One of the families' questions staff write (match). */
  'question',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** `staff.acted`: appended by whichever service the staff member acted in. */
export const staffActedPayloadSchema = z.object({
  /** Unique per action: the log keeps each once, however often the event is delivered. */
  actionId: z.string(),
  actorId: z.string(),
  actorRole: z.enum(['moderator', 'admin']),
  action: z.enum(STAFF_ACTIONS),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.string(),
  /** The member the action concerns, where there is one (a photo's owner, a report's subject). */
  memberId: z.string().nullable().default(null),
  /** Why: a reason code from the action's list, or the staff member's note; never message text. */
  reason: z.string().max(2000).nullable().default(null),
  at: z.string(),
});
export type StaffActedPayload = z.output<typeof staffActedPayloadSchema>;
export type StaffActedInput = z.input<typeof staffActedPayloadSchema>;

/** One line of the audit log as admins read it (`GET /api/auth/admin/audit`). */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string(),
  actorEmail: z.string().nullable(),
  actorRole: z.enum(['moderator', 'admin']),
  action: z.enum(STAFF_ACTIONS),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.string(),
  memberId: z.string().nullable(),
  reason: z.string().nullable(),
  /** The service the action was done in. */
  service: z.string(),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;
