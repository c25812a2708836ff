import { z } from 'zod';
import { FOLLOW_STATES, type FollowState } from './enums.js';

/**
 * The spec's follow status values (Follow, UnFollow, Requested, Pending, pending, Accepted) as the
 * follow button shows them: `Follow` when there is no follow, `Requested` while a request waits
 * (the spec's Requested, Pending and pending are this one state), `UnFollow` once accepted.
 */
export const FOLLOW_BUTTONS = ['Follow', 'Requested', 'UnFollow'] as const;
export type FollowButton = (typeof FOLLOW_BUTTONS)[number];

export const followButtonOf = (state: FollowState | 'none'): FollowButton =>
  state === 'none' ? 'Follow' : state === 'requested' ? 'Requested' : 'UnFollow';

const followStateOrNone = z.enum(['none', ...FOLLOW_STATES]);

/**
 * `GET /api/social/relationship/{memberId}`: where the viewer stands with a member, for the
 * follow button and the block menu. Also what follow, unfollow, block and unblock answer.
 */
export const relationshipSchema = z.object({
  memberId: z.string(),
  /** My follow of them. */
  following: followStateOrNone,
  button: z.enum(FOLLOW_BUTTONS),
  /** My pending request to them, which `DELETE /follows/{memberId}` cancels. */
  outgoingRequestId: z.string().nullable(),
  /** Their follow of me. */
  followedBy: followStateOrNone,
  /** Their pending request to me, which I can accept or reject from the profile too. */
  incomingRequestId: z.string().nullable(),
  /** I block them (while so, neither can follow the other). */
  blocking: z.boolean(),
});
export type Relationship = z.infer<typeof relationshipSchema>;

/** At most this many members per request: one page of search results or of a list. */
export const RELATIONSHIPS_MAX = 50;

/**
 * `POST /api/social/relationships`: where I stand with each member of a page, in one call. Ids
 * the single route would answer 404 for (unknown, companies, members who block me) are absent.
 */
export const relationshipsRequestSchema = z
  .object({ ids: z.array(z.uuid()).min(1).max(RELATIONSHIPS_MAX) })
  .strict();
export const relationshipsSchema = z.object({ items: z.array(relationshipSchema) });

/** `GET /api/social/members/{memberId}/counts`: accepted follows only. */
export const followCountsSchema = z.object({
  memberId: z.string(),
  followers: z.number().int().min(0),
  following: z.number().int().min(0),
  /** Whether this viewer may open the two lists (the member's privacy). */
  listsVisible: z.boolean(),
});
export type FollowCounts = z.infer<typeof followCountsSchema>;
