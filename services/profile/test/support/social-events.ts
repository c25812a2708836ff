import type { FollowRemovedPayload } from '@mawadda/contracts';
import { uuidv7 } from '@mawadda/kit';
import type { ProfileApp } from './profile-app.js';

/*
 * The social service's events as it sends them (contracts/social/events.ts): follow events keyed
 * by the target, block events by the blocker. Each answers the envelope, for redelivery.
 */

const at = () => new Date().toISOString();

export const followAccepted = (t: ProfileApp, followerId: string, targetId: string) =>
  t.publishSocialEvent({
    type: 'follow.accepted',
    key: targetId,
    payload: { followId: uuidv7(), followerId, targetId, at: at() },
  });

export const followRemoved = (
  t: ProfileApp,
  followerId: string,
  targetId: string,
  reason: FollowRemovedPayload['reason'] = 'unfollowed',
) =>
  t.publishSocialEvent({
    type: 'follow.removed',
    key: targetId,
    payload: { followId: uuidv7(), followerId, targetId, previous: 'accepted', reason, at: at() },
  });

export const blockEvent = (
  t: ProfileApp,
  type: 'member.blocked' | 'member.unblocked',
  blockerId: string,
  blockedId: string,
) => t.publishSocialEvent({ type, key: blockerId, payload: { blockerId, blockedId, at: at() } });
