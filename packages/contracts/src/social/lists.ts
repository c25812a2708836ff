import { z } from 'zod';
import { REQUEST_DIRECTIONS } from './enums.js';

/** Cursor paging of every social list (DESIGN §5): newest first, `next` to older entries. */
export const SOCIAL_PAGE_DEFAULT = 20;
export const SOCIAL_PAGE_MAX = 50;

export const socialPageQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(SOCIAL_PAGE_MAX).default(SOCIAL_PAGE_DEFAULT),
});

export const socialPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), next: z.string().nullable(), prev: z.string().nullable() });

export const followRequestsQuerySchema = socialPageQuerySchema.extend({
  direction: z.enum(REQUEST_DIRECTIONS).default('incoming'),
});

/** A pending request; `memberId` is the other party (the requester when incoming). */
export const followRequestSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  direction: z.enum(REQUEST_DIRECTIONS),
  requestedAt: z.string(),
});
export type FollowRequest = z.infer<typeof followRequestSchema>;
export const followRequestPageSchema = socialPageOf(followRequestSchema);
export type FollowRequestPage = z.infer<typeof followRequestPageSchema>;

/** One row of a followers or following list: the other member and since when. */
export const followEntrySchema = z.object({ memberId: z.string(), since: z.string() });
export type FollowEntry = z.infer<typeof followEntrySchema>;
export const followEntryPageSchema = socialPageOf(followEntrySchema);
export type FollowEntryPage = z.infer<typeof followEntryPageSchema>;

/** One of my blocks. */
export const blockEntrySchema = z.object({ memberId: z.string(), blockedAt: z.string() });
export type BlockEntry = z.infer<typeof blockEntrySchema>;
export const blockEntryPageSchema = socialPageOf(blockEntrySchema);
export type BlockEntryPage = z.infer<typeof blockEntryPageSchema>;
