import {
  followAcceptedPayloadSchema,
  followRemovedPayloadSchema,
  memberBlockPayloadSchema,
} from '@mawadda/contracts';
import type { EventHandler } from '@mawadda/kit';
import type { AccessStore } from '../store/access-store.js';

/**
 * What the social service's events (topic `social.events`) change here: who may see a private
 * profile's media (accepted followers) and who may not find a member at all (blocked members).
 * Each runs in the inbox transaction, so a redelivered event takes effect once; each is also
 * harmless on its own when repeated. `follow.requested` and `follow.rejected` change nothing
 * here: only an accepted follow lets anyone in.
 */
export function socialHandlers(access: AccessStore): Record<string, EventHandler> {
  return {
    'follow.accepted': async (event, tx) => {
      const f = followAcceptedPayloadSchema.parse(event.payload);
      await access.grant(tx, f.targetId, f.followerId, new Date(f.at));
    },
    'follow.removed': async (event, tx) => {
      // Whatever it was (`previous`): a pending request left no grant, and deleting none is harmless.
      const f = followRemovedPayloadSchema.parse(event.payload);
      await access.revoke(tx, f.targetId, f.followerId);
    },
    'member.blocked': async (event, tx) => {
      const b = memberBlockPayloadSchema.parse(event.payload);
      await access.block(tx, b.blockerId, b.blockedId, new Date(b.at));
    },
    'member.unblocked': async (event, tx) => {
      const b = memberBlockPayloadSchema.parse(event.payload);
      await access.unblock(tx, b.blockerId, b.blockedId);
    },
  };
}
