import type { FollowState, Visibility } from '@mawadda/contracts';

/**
 * The follow and block state machine for one pair, with no I/O: applied under the pair's lock, so
 * races resolve here. After Mastodon: no follow while a block exists either way; a block ends
 * follows and rejects requests; the blocked finds the blocker "not found"; repeats are harmless.
 */
export interface FollowEdge {
  id: string;
  state: FollowState;
}

export interface PairState {
  /** The viewer's follow of the other member. */
  outgoing: FollowEdge | null;
  /** The other member's follow of the viewer. */
  incoming: FollowEdge | null;
  viewerBlocks: boolean;
  otherBlocks: boolean;
}

export type Command =
  | { kind: 'follow'; otherVisibility: Visibility }
  | { kind: 'unfollow' }
  | { kind: 'removeFollower' }
  | { kind: 'accept'; requestId: string }
  | { kind: 'reject'; requestId: string }
  | { kind: 'block' }
  | { kind: 'unblock' };

export type RemovalReason = 'unfollowed' | 'cancelled' | 'removed' | 'blocked';

export type Effect =
  | { type: 'createFollow'; state: FollowState }
  | { type: 'acceptIncoming'; followId: string }
  | {
      type: 'deleteFollow';
      direction: 'outgoing' | 'incoming';
      follow: FollowEdge;
      /** A pending request the target turned down is `rejected`; anything else is `removed`. */
      outcome:
        | { event: 'follow.rejected'; reason: 'rejected' | 'blocked' }
        | { event: 'follow.removed'; reason: RemovalReason };
    }
  | { type: 'createBlock' }
  | { type: 'deleteBlock' };

export type Refusal = 'notFound' | 'unblockFirst' | 'requestGone';
export type Decision = { ok: true; effects: Effect[] } | { ok: false; refusal: Refusal };

const done = (...effects: Effect[]): Decision => ({ ok: true, effects });
const refuse = (refusal: Refusal): Decision => ({ ok: false, refusal });

/** Ending the viewer's own follow: an unfollow, or the cancel of a pending request. */
const endOutgoing = (follow: FollowEdge, reason: 'own' | 'blocked'): Effect => ({
  type: 'deleteFollow',
  direction: 'outgoing',
  follow,
  outcome: {
    event: 'follow.removed',
    reason: reason === 'blocked' ? 'blocked' : follow.state === 'requested' ? 'cancelled' : 'unfollowed',
  },
});

/** Ending the other's follow of the viewer: a pending one is rejected, a follow in force removed. */
const endIncoming = (follow: FollowEdge, reason: 'own' | 'blocked'): Effect => ({
  type: 'deleteFollow',
  direction: 'incoming',
  follow,
  outcome:
    follow.state === 'requested'
      ? { event: 'follow.rejected', reason: reason === 'blocked' ? 'blocked' : 'rejected' }
      : { event: 'follow.removed', reason: reason === 'blocked' ? 'blocked' : 'removed' },
});

export function decide(pair: PairState, command: Command): Decision {
  // The blocker is invisible to the blocked: every command but a block of one's own finds nobody.
  if (pair.otherBlocks && command.kind !== 'block' && command.kind !== 'unblock') return refuse('notFound');
  switch (command.kind) {
    case 'follow':
      if (pair.viewerBlocks) return refuse('unblockFirst');
      if (pair.outgoing) return done();
      return done({
        type: 'createFollow',
        state: command.otherVisibility === 'public' ? 'accepted' : 'requested',
      });
    case 'unfollow':
      return pair.outgoing ? done(endOutgoing(pair.outgoing, 'own')) : done();
    case 'removeFollower':
      return pair.incoming ? done(endIncoming(pair.incoming, 'own')) : done();
    case 'accept':
      if (pair.incoming?.id !== command.requestId) return refuse('requestGone');
      return pair.incoming.state === 'accepted'
        ? done()
        : done({ type: 'acceptIncoming', followId: pair.incoming.id });
    case 'reject':
      // Once accepted, the request is no longer waiting: ending the follow is "remove follower".
      if (pair.incoming?.id !== command.requestId || pair.incoming.state !== 'requested')
        return refuse('requestGone');
      return done(endIncoming(pair.incoming, 'own'));
    case 'block': {
      const effects: Effect[] = [];
      if (!pair.viewerBlocks) effects.push({ type: 'createBlock' });
      if (pair.outgoing) effects.push(endOutgoing(pair.outgoing, 'blocked'));
      if (pair.incoming) effects.push(endIncoming(pair.incoming, 'blocked'));
      return done(...effects);
    }
    case 'unblock':
      // Follows ended by the block stay ended: lifting a block restores nothing.
      return pair.viewerBlocks ? done({ type: 'deleteBlock' }) : done();
  }
}
