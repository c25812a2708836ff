import type { EventHandlers } from '@mawadda/kit';
import { applyBlock, liftBlock } from '../app/apply-block.js';
import { grantMedia, revokeMedia } from '../app/apply-grant.js';
import type { ProfileApp } from '../app/context.js';

/**
 * What social's events change here: who may see a private profile's media and who may not find a
 * member at all. Only an accepted follow lets anyone in.
 */
export function socialHandlers(app: ProfileApp): EventHandlers {
  return {
    'follow.accepted': ({ payload: f }, tx) =>
      grantMedia(app, tx, { ownerId: f.targetId, viewerId: f.followerId, at: new Date(f.at) }),
    'follow.removed': ({ payload: f }, tx) =>
      revokeMedia(app, tx, { ownerId: f.targetId, viewerId: f.followerId }),
    'member.blocked': ({ payload: b }, tx) =>
      applyBlock(app, tx, { blockerId: b.blockerId, blockedId: b.blockedId, at: new Date(b.at) }),
    'member.unblocked': ({ payload: b }, tx) =>
      liftBlock(app, tx, { blockerId: b.blockerId, blockedId: b.blockedId }),
  };
}
