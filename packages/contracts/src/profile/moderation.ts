import { z } from 'zod';
import {
  MODERATION_KINDS,
  MODERATION_NOTE_MAX,
  MODERATION_REJECT_REASONS,
  MODERATION_STATUSES,
} from './moderation-states.js';
import { ownProfileSchema } from './profile-view.js';

export * from './moderation-states.js';

/*
 * Pre-moderation (`PROFILE_MODERATION=pre`, the default): avatar, cover, album photos and "about
 * me" wait for a moderator before anyone but owner and staff sees them; `post` shows them at once.
 * CV and video reach accepted followers only, so they are not moderated.
 */

/** One item of the staff queue (`GET /api/profile/admin/moderation`, resource `moderation`). */
export const moderationItemSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  memberName: z.string(),
  kind: z.enum(MODERATION_KINDS),
  status: z.enum(MODERATION_STATUSES),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  reason: z.enum(MODERATION_REJECT_REASONS).nullable(),
  note: z.string().nullable(),
  /** The proposed about-me text; null for an image. */
  text: z.string().nullable(),
  /**
   * The image, signed for the staff member reading the queue (about 640 px wide); null for a
   * text, and once the image is gone (rejected, replaced or deleted by its owner).
   */
  image: z
    .object({ url: z.string(), width: z.number().int().nullable(), height: z.number().int().nullable() })
    .nullable(),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;

/** `POST /api/profile/admin/moderation/{id}/reject`. */
export const moderationRejectSchema = z
  .object({
    reason: z.enum(MODERATION_REJECT_REASONS),
    note: z
      .string()
      .trim()
      .max(MODERATION_NOTE_MAX, { message: 'validation.maxLength' })
      .nullable()
      .optional(),
  })
  .strict();
export type ModerationReject = z.infer<typeof moderationRejectSchema>;

/**
 * `GET /api/profile/admin/members/{memberId}`: a profile as staff read it, every field and all
 * media (each marked pending or approved), with the completeness the owner sees. This is the
 * owner's own view (aboutMePending and notices included) under another reader.
 */
export const staffProfileViewSchema = ownProfileSchema;
export type StaffProfileView = z.infer<typeof staffProfileViewSchema>;
