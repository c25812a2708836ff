import type { Relationship } from '@mawadda/contracts';
import { problems, type Database, type Db, type NewEvent, type Outbox } from '@mawadda/kit';
import { relationshipOf } from '../domain/relationship.js';
import { decide, type Command, type Effect } from '../domain/transitions.js';
import { blockEvent, followEvent, followRejected, followRemoved } from '../events/social-events.js';
import type { GraphStore } from '../store/graph-store.js';
import type { MemberStore } from '../store/member-store.js';
import { memberNotFound, problemFor, requestGone } from './problems.js';

type CommandOf<K extends Command['kind']> = K extends 'follow'
  ? Omit<Extract<Command, { kind: 'follow' }>, 'otherVisibility'>
  : Extract<Command, { kind: K }>;
type PlainCommand = CommandOf<Command['kind']>;

const SELF_MESSAGES = {
  follow: 'social.cannotFollowSelf',
  unfollow: 'social.cannotFollowSelf',
  removeFollower: 'social.cannotFollowSelf',
  accept: 'social.cannotFollowSelf',
  reject: 'social.cannotFollowSelf',
  block: 'social.cannotBlockSelf',
  unblock: 'social.cannotBlockSelf',
} as const;

/**
 * Runs follow and block commands: one transaction per command, holding the pair's lock, reading
 * the pair, asking the state machine, then writing its effects and their events together
 * (outbox), so the graph and what the other services hear never disagree.
 */
export class SocialGraph {
  constructor(
    private readonly deps: { database: Database; graph: GraphStore; members: MemberStore; outbox: Outbox },
  ) {}

  async act(viewerId: string, otherId: string, command: PlainCommand): Promise<Relationship> {
    if (viewerId === otherId) throw problems.field(400, 'self', 'memberId', SELF_MESSAGES[command.kind]);
    const { graph, members, outbox } = this.deps;
    let appended = 0;
    const relationship = await this.deps.database.db.transaction(async (tx) => {
      await graph.lockPair(tx, viewerId, otherId);
      const other = await members.find(tx, otherId);
      // Companies are accounts, not candidates: nobody follows or blocks them here.
      if (!other || other.kind !== 'individual') throw memberNotFound();
      const pair = await graph.pair(tx, viewerId, otherId);
      const full: Command =
        command.kind === 'follow' ? { kind: 'follow', otherVisibility: other.visibility } : command;
      const decision = decide(pair, full);
      if (!decision.ok) throw problemFor(decision.refusal);
      const events = await this.apply(tx, viewerId, otherId, decision.effects);
      appended = (await outbox.append(tx, ...events)).length;
      return relationshipOf(otherId, await graph.pair(tx, viewerId, otherId));
    });
    if (appended) outbox.notify();
    return relationship;
  }

  /** Accept or reject by request id: only the request's target may answer it. */
  async answer(viewerId: string, requestId: string, kind: 'accept' | 'reject'): Promise<Relationship> {
    const request = await this.deps.graph.followById(this.deps.database.db, requestId);
    // Someone else's request looks exactly like one that is gone: nothing to learn by guessing ids.
    if (!request || request.targetId !== viewerId) throw requestGone();
    return this.act(viewerId, request.followerId, { kind, requestId });
  }

  /** A profile turned public: the requests waiting for it are accepted (README: rules). */
  async acceptWaitingRequests(tx: Db, targetId: string): Promise<void> {
    const accepted = await this.deps.graph.acceptAllRequestsTo(tx, targetId);
    await this.deps.outbox.append(
      tx,
      ...accepted.map((f) =>
        followEvent('follow.accepted', { followId: f.id, followerId: f.followerId, targetId }),
      ),
    );
    if (accepted.length) this.deps.outbox.notify();
  }

  purge(tx: Db, memberId: string): Promise<void> {
    return this.deps.graph.purge(tx, memberId);
  }

  private async apply(tx: Db, viewerId: string, otherId: string, effects: Effect[]): Promise<NewEvent[]> {
    const { graph } = this.deps;
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
}
