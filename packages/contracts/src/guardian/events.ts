import { z } from 'zod';

/**
 * The guardian (wali) as a co-account: at most one per member, possibly several members per
 * guardian. Every `guardian.changed` carries the member's whole choice, so a consumer keeps the
 * latest state and needs no history.
 */
export const GUARDIAN_APPROVAL_SUBJECTS = ['conversation', 'photos', 'cv'] as const;
export type GuardianApprovalSubject = (typeof GUARDIAN_APPROVAL_SUBJECTS)[number];

export const guardianSettingsSchema = z.object({
  /** A new conversation with the member waits for the guardian. */
  approveConversations: z.boolean(),
  /** Revealing the member's photos to someone waits for the guardian. */
  approvePhotos: z.boolean(),
  /** Revealing the member's CV to someone waits for the guardian. */
  approveCv: z.boolean(),
  /** The guardian reads the member's conversations (read-only; both sides are told). */
  readsConversations: z.boolean(),
  /**
   * The guardian sees what the member is looking for and her daily suggestions, read-only.
   * Events written before it parse as false.
   */
  seesMatchmaking: z.boolean().default(false),
  /**
   * Every call of the member rings her guardian too and connects the two only once he joined.
   * Events written before it parse as false.
   */
  callsIncludeGuardian: z.boolean().default(false),
});
export type GuardianSettings = z.infer<typeof guardianSettingsSchema>;

export const NO_GUARDIAN_SETTINGS: GuardianSettings = {
  approveConversations: false,
  approvePhotos: false,
  approveCv: false,
  readsConversations: false,
  seesMatchmaking: false,
  callsIncludeGuardian: false,
};

/**
 * `guardian.changed` (auth): the member's guardian link as it now stands. `guardianId` null means
 * no guardian (never linked, or the link ended), and then every setting is false.
 */
export const guardianChangedPayloadSchema = z
  .object({
    memberId: z.string(),
    guardianId: z.string().nullable(),
    at: z.string(),
  })
  .extend(guardianSettingsSchema.shape);
export type GuardianChangedPayload = z.infer<typeof guardianChangedPayloadSchema>;

/**
 * `guardian.approval.requested` / `guardian.approval.decided` (chat for conversations, profile for
 * reveals): something waiting for the member's guardian, and the guardian's answer. Ids only.
 */
export const guardianApprovalRequestedPayloadSchema = z.object({
  requestId: z.string(),
  memberId: z.string(),
  guardianId: z.string(),
  requesterId: z.string(),
  subject: z.enum(GUARDIAN_APPROVAL_SUBJECTS),
  at: z.string(),
});
export type GuardianApprovalRequestedPayload = z.infer<typeof guardianApprovalRequestedPayloadSchema>;

export const guardianApprovalDecidedPayloadSchema = guardianApprovalRequestedPayloadSchema.extend({
  decision: z.enum(['approved', 'declined']),
});
export type GuardianApprovalDecidedPayload = z.infer<typeof guardianApprovalDecidedPayloadSchema>;
