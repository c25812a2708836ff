import type { FollowRemovedPayload, ReportReason } from '@mawadda/contracts';
import type { NewEvent } from '@mawadda/kit';

export const SOCIAL_PRODUCER = 'social';

type FollowFacts = {
  followId: string;
  followerId: string;
  targetId: string;
};

/*
 * Keys (contracts/social/events.ts): follow events by the target, block events by the blocker:
 * the member whose profile the event opens or closes, so one member's grants and revokes stay in
 * order on one partition.
 */

export const followEvent = (
  type: 'follow.requested' | 'follow.accepted',
  f: FollowFacts,
): NewEvent<'follow.requested' | 'follow.accepted'> => ({
  type,
  key: f.targetId,
  payload: { ...f, at: new Date().toISOString() },
});

export const followRejected = (
  f: FollowFacts,
  reason: 'rejected' | 'blocked',
): NewEvent<'follow.rejected'> => ({
  type: 'follow.rejected',
  key: f.targetId,
  payload: { ...f, reason, at: new Date().toISOString() },
});

export const followRemoved = (
  f: FollowFacts,
  previous: FollowRemovedPayload['previous'],
  reason: FollowRemovedPayload['reason'],
): NewEvent<'follow.removed'> => ({
  type: 'follow.removed',
  key: f.targetId,
  payload: { ...f, previous, reason, at: new Date().toISOString() },
});

export const blockEvent = (
  type: 'member.blocked' | 'member.unblocked',
  blockerId: string,
  blockedId: string,
): NewEvent<'member.blocked' | 'member.unblocked'> => ({
  type,
  key: blockerId,
  payload: { blockerId, blockedId, at: new Date().toISOString() },
});

export const memberReported = (r: {
  reportId: string;
  reporterId: string;
  memberId: string;
  reason: ReportReason;
}): NewEvent<'member.reported'> => ({
  type: 'member.reported',
  key: r.memberId,
  payload: { ...r, at: new Date().toISOString() },
});
