import type { Db, NewEvent } from '@mawadda/kit';
import type { Effect } from '../domain/transitions.js';
import { blockEvent, followEvent, followRejected, followRemoved } from '../events/social-events.js';
import type { GraphStore } from '../store/graph-store.js';

/**
 * Writes the state machine's effects for one pair and answers the events that tell the other
 * services, for the caller to append in the same transaction.
 */
export async function applyEffects(
  graph: GraphStore,
  tx: Db,
  viewerId: string,
  otherId: string,
  effects: Effect[],
): Promise<NewEvent[]> {
  const events: NewEvent[] = [];
  for (const effect of effects) {
    switch (effect.type) {
      case 'createFollow': {
        const f = await graph.createFollow(tx, viewerId, otherId, effect.state);
        const type = effect.state === 'accepted' ? 'follow.accepted' : 'follow.requested';
        events.push(followEvent(type, { followId: f.id, followerId: viewerId, targetId: otherId }));
        break;
      }
      case 'acceptIncoming':
        await graph.accept(tx, effect.followId);
        events.push(
          followEvent('follow.accepted', {
            followId: effect.followId,
            followerId: otherId,
            targetId: viewerId,
          }),
        );
        break;
      case 'deleteFollow': {
        await graph.deleteFollow(tx, effect.follow.id);
        const [followerId, targetId] =
          effect.direction === 'outgoing' ? [viewerId, otherId] : [otherId, viewerId];
        const facts = { followId: effect.follow.id, followerId, targetId };
        events.push(
          effect.outcome.event === 'follow.rejected'
            ? followRejected(facts, effect.outcome.reason)
            : followRemoved(facts, effect.follow.state, effect.outcome.reason),
        );
        break;
      }
      case 'createBlock':
        await graph.createBlock(tx, viewerId, otherId);
        events.push(blockEvent('member.blocked', viewerId, otherId));
        break;
      case 'deleteBlock':
        await graph.deleteBlock(tx, viewerId, otherId);
        events.push(blockEvent('member.unblocked', viewerId, otherId));
        break;
    }
  }
  return events;
}
