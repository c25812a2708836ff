import { z } from 'zod';
import { badgesSchema } from './badges.js';
import { declarationSchema, MARITAL_DOCUMENTS } from './declaration.js';
import { profileImageSchema } from './profile-view.js';

export * from './badges.js';

/*
 * Identity verification and badges (services/profile README "Verification and badges"): phone and
 * email come from auth's `member.verified`; staff decide the selfie and the ID document.
 */

/**
 * What staff check by hand: a selfie with a gesture, an identity document, or a document backing
 * the member's declaration (`marital`: divorce or death certificate, family book).
 */
export const VERIFICATION_DOC_KINDS = ['selfie', 'id', 'marital'] as const;
export type VerificationDocKind = (typeof VERIFICATION_DOC_KINDS)[number];

export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** Where a kind stands for its member: `none` before any submission. */
export const VERIFICATION_STATES = ['none', ...VERIFICATION_STATUSES] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/**
 * The gestures a selfie is asked to show, one at random per prompt: a photo found elsewhere will
 * not show the one asked. Each has a text `badges.gesture.<code>` in five languages.
 */
export const SELFIE_GESTURES = [
  'right_hand_peace',
  'left_hand_peace',
  'right_hand_thumb_up',
  'left_hand_thumb_up',
  'touch_left_ear',
  'touch_right_ear',
  'hand_on_chin',
  'three_fingers_right',
  'open_palm_left',
  'finger_on_nose',
] as const;
export type SelfieGesture = (typeof SELFIE_GESTURES)[number];

/** A prompt lives this long: time enough to take a photo, not to find one. */
export const SELFIE_PROMPT_TTL_MINUTES = 15;

/** Why staff refuse a selfie or document; each has a text `badges.reason.<code>` in five languages. */
export const VERIFICATION_REJECT_REASONS = [
  'gesture_mismatch',
  'face_mismatch',
  'unreadable',
  'not_a_document',
  'expired_document',
  'other',
] as const;
export type VerificationRejectReason = (typeof VERIFICATION_REJECT_REASONS)[number];

/** A staff note on a rejection, never shown to the member. */
export const VERIFICATION_NOTE_MAX = 500;

/** `POST /api/profile/me/verification/selfie/prompt`. */
export const selfiePromptSchema = z.object({
  id: z.string(),
  gesture: z.enum(SELFIE_GESTURES),
  expiresAt: z.string(),
});
export type SelfiePrompt = z.infer<typeof selfiePromptSchema>;

/** `PUT /api/profile/me/verification/selfie?promptId=`: the prompt the photo answers. */
export const selfieUploadQuerySchema = z.object({ promptId: z.uuid() }).strict();

/** One kind as its member reads it; a rejection's reason is the member's notice. */
export const verificationKindStateSchema = z.object({
  status: z.enum(VERIFICATION_STATES),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  reason: z.enum(VERIFICATION_REJECT_REASONS).nullable(),
});
export type VerificationKindState = z.infer<typeof verificationKindStateSchema>;

/** `GET /api/profile/me/verification`. */
export const myVerificationSchema = z.object({
  badges: badgesSchema,
  verified: z.boolean(),
  selfie: verificationKindStateSchema,
  id: verificationKindStateSchema,
  /** The document backing the declaration; `approved` only while the declaration it backed stands. */
  marital: verificationKindStateSchema.optional(),
});
export type MyVerification = z.infer<typeof myVerificationSchema>;

/**
 * One submission in the staff queue. `file` is signed for the staff member, null once decided (the
 * decision deletes it); `profilePhotos` (the one item only) are approved images to compare the face
 * with.
 */
export const verificationItemSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  memberName: z.string().nullable(),
  /** The name the member typed as on the document (identity documents only; null before it was asked). */
  legalName: z.string().nullable().optional(),
  kind: z.enum(VERIFICATION_DOC_KINDS),
  /** A declaration's document: which one the member says it is, and what she declared when sending it. */
  document: z.enum(MARITAL_DOCUMENTS).nullable().optional(),
  declared: declarationSchema.nullable().optional(),
  status: z.enum(VERIFICATION_STATUSES),
  gesture: z.enum(SELFIE_GESTURES).nullable(),
  file: z.object({ url: z.string(), contentType: z.string() }).nullable(),
  profilePhotos: z.array(profileImageSchema),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  reason: z.enum(VERIFICATION_REJECT_REASONS).nullable(),
  note: z.string().nullable(),
});
export type VerificationItem = z.infer<typeof verificationItemSchema>;

/** `POST /api/profile/admin/verifications/{id}/reject`. */
export const verificationRejectSchema = z
  .object({
    reason: z.enum(VERIFICATION_REJECT_REASONS),
    note: z.string().trim().max(VERIFICATION_NOTE_MAX).nullish(),
  })
  .strict();
export type VerificationReject = z.infer<typeof verificationRejectSchema>;
