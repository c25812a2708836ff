import { followButtonOf, type Relationship } from '@mawadda/contracts';
import type { PairState } from './transitions.js';

/** The viewer's view of a pair, for the follow button and the block menu. */
export function relationshipOf(memberId: string, pair: PairState): Relationship {
  const following = pair.outgoing?.state ?? 'none';
  return {
    memberId,
    following,
    button: followButtonOf(following),
    outgoingRequestId: pair.outgoing?.state === 'requested' ? pair.outgoing.id : null,
    followedBy: pair.incoming?.state ?? 'none',
    incomingRequestId: pair.incoming?.state === 'requested' ? pair.incoming.id : null,
    blocking: pair.viewerBlocks,
  };
}
