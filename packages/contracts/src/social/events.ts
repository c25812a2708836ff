import { z } from 'zod';
import { FOLLOW_STATES, REPORT_REASONS } from './enums.js';

/*
 * Follow events are keyed by the target and block events by the blocker: the member whose profile
 * they open or close. So all changes to who may see one profile travel in one partition, in order,
 * and a grant never lands after the revoke that followed it.
 */

const followBase = {
  followId: z.string(),
  followerId: z.string(),
  targetId: z.string(),
  at: z.string(),
};

/** `follow.requested`: a request to a private profile now waits for its owner. */
export const followRequestedPayloadSchema = z.object(followBase);
/** `follow.accepted`: the follower now follows (at once on a public profile, or on accept). */
export const followAcceptedPayloadSchema = z.object(followBase);
/** `follow.rejected`: the owner said no, or blocked the requester. */
export const followRejectedPayloadSchema = z.object({
  ...followBase,
  reason: z.enum(['rejected', 'blocked']),
});

export const FOLLOW_REMOVAL_REASONS = ['unfollowed', 'cancelled', 'removed', 'blocked', 'deleted'] as const;
/**
 * `follow.removed`: a follow or a pending request is gone. `previous` says which it was;
 * `reason`: the follower unfollowed or cancelled, the target removed the follower, a block, or an
 * account erased.
 */
export const followRemovedPayloadSchema = z.object({
  ...followBase,
  previous: z.enum(FOLLOW_STATES),
  reason: z.enum(FOLLOW_REMOVAL_REASONS),
});

/** `member.blocked` / `member.unblocked`: while a block stands, the blocked sees the blocker as not found. */
export const memberBlockPayloadSchema = z.object({
  blockerId: z.string(),
  blockedId: z.string(),
  at: z.string(),
});

/** `member.reported`: a report joined the staff queue. */
export const memberReportedPayloadSchema = z.object({
  reportId: z.string(),
  reporterId: z.string(),
  memberId: z.string(),
  reason: z.enum(REPORT_REASONS),
  at: z.string(),
});

export type FollowRequestedPayload = z.infer<typeof followRequestedPayloadSchema>;
export type FollowAcceptedPayload = z.infer<typeof followAcceptedPayloadSchema>;
export type FollowRejectedPayload = z.infer<typeof followRejectedPayloadSchema>;
export type FollowRemovedPayload = z.infer<typeof followRemovedPayloadSchema>;
export type MemberBlockPayload = z.infer<typeof memberBlockPayloadSchema>;
export type MemberReportedPayload = z.infer<typeof memberReportedPayloadSchema>;

/** One block in the social export (`GET /api/social/admin/export/blocks`). */
export const blockExportSchema = memberBlockPayloadSchema;
export type BlockExport = z.infer<typeof blockExportSchema>;

/** One accepted follow in the social export (`GET /api/social/admin/export/follows`); `at`: accepted. */
export const followExportSchema = z.object({ followerId: z.string(), targetId: z.string(), at: z.string() });
export type FollowExport = z.infer<typeof followExportSchema>;
