import { z } from 'zod';
import { MEDIA_MODERATION_STATES } from './moderation-states.js';

// Its own module: the member cards (the home page's strip) validate their photos with it, without
// the rest of the profile view's schemas.

/** One rendition of an image: its width and the signed URL of that width. */
export const imageVariantSchema = z.object({ width: z.number().int(), url: z.string() });

export const profileImageSchema = z.object({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Widths ascending; the web builds `srcset` from them. */
  variants: z.array(imageVariantSchema).min(1),
  createdAt: z.string(),
  /**
   * `pending` until a moderator approves it: only its owner (and staff) see a pending image.
   * Absent means approved (other members only ever receive approved images).
   */
  moderation: z.enum(MEDIA_MODERATION_STATES).optional(),
});
export type ProfileImage = z.infer<typeof profileImageSchema>;
