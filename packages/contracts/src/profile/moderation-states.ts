import { z } from 'zod';

/*
 * The words of moderation the profile views share (moderation.ts has the staff side): kept apart
 * so the views and the queue can both use them without importing each other.
 */

export const MODERATION_KINDS = ['avatar', 'cover', 'photo', 'aboutMe', 'prompts'] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];

export const MODERATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

/** Why a moderator rejects an item; each has a text `profile.moderation.reason.<code>` in five languages. */
export const MODERATION_REJECT_REASONS = [
  'not_a_person',
  'inappropriate',
  'not_the_member',
  'contact_details',
  'low_quality',
  'copyright',
  'other',
] as const;
export type ModerationRejectReason = (typeof MODERATION_REJECT_REASONS)[number];

/** A staff note on a rejection, never shown to the member. */
export const MODERATION_NOTE_MAX = 500;

/** How a media item of the owner's own view stands: `pending` is seen by the owner and staff only. */
export const MEDIA_MODERATION_STATES = ['pending', 'approved'] as const;
export type MediaModerationState = (typeof MEDIA_MODERATION_STATES)[number];

/**
 * What the owner is told after a rejection, in `GET /api/profile/me` until dismissed
 * (`POST /api/profile/me/moderation-notices/{id}/dismiss`). The web shows
 * `profile.moderation.reason.<reason>` under `profile.moderation.heading`.
 */
export const moderationNoticeSchema = z.object({
  id: z.string(),
  kind: z.enum(MODERATION_KINDS),
  reason: z.enum(MODERATION_REJECT_REASONS),
  at: z.string(),
});
export type ModerationNotice = z.infer<typeof moderationNoticeSchema>;
