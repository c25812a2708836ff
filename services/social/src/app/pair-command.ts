import type { Relationship } from '@mawadda/contracts';
import { isErasedMember, ok, refused, type Db, type Outcome } from '@mawadda/kit';
import { isCandidate } from '../domain/candidates.js';
import type { RefusalOf } from '../domain/refusals.js';
import { relationshipOf } from '../domain/relationship.js';
import { decide, type Command } from '../domain/transitions.js';
import { applyEffects } from './apply-effects.js';
import type { SocialApp } from './context.js';
import { takeFollowRequest } from './follow-request-limit.js';

/** A command as a use case gives it: the other member's visibility is read here, under the lock. */
export type PairCommand = { kind: 'follow' } | Exclude<Command, { kind: 'follow' }>;

export type PairCommandRefusal = RefusalOf<
  'self' | 'notFound' | 'unblockFirst' | 'requestGone' | 'accountGone' | 'followRequestLimit'
>;

/**
 * Runs one follow or block command: one transaction holding the pair's lock, reading the pair,
 * asking the state machine, then writing its effects and their events together (outbox), so the
 * graph and what the other services hear never disagree. Refused, the transaction writes nothing.
 */
export async function runPairCommand(
  app: SocialApp,
  viewerId: string,
  otherId: string,
  command: PairCommand,
): Promise<Outcome<Relationship, PairCommandRefusal>> {
  if (viewerId === otherId)
    return refused({
      refusal: 'self',
      act: command.kind === 'block' || command.kind === 'unblock' ? 'block' : 'follow',
    });
  const { database, graph, members, outbox } = app;
  return outbox.inTransaction(database.db, async (tx: Db) => {
    if (await isErasedMember(tx, viewerId)) return refused({ refusal: 'accountGone' as const });
    await graph.lockPair(tx, viewerId, otherId);
    const other = await members.find(tx, otherId);
    if (!isCandidate(other)) return refused({ refusal: 'notFound' as const });
    const pair = await graph.pair(tx, viewerId, otherId);
    const full: Command =
      command.kind === 'follow' ? { kind: 'follow', otherVisibility: other.visibility } : command;
    const decision = decide(pair, full);
    if (!decision.ok) return refused({ refusal: decision.refusal });
    // A request lands in the other member's inbox: it counts against the sender's daily limit.
    if (decision.effects.some((e) => e.type === 'createFollow' && e.state === 'requested')) {
      const limited = await takeFollowRequest(app, tx, viewerId);
      if (limited) return refused(limited);
    }
    await outbox.append(tx, ...(await applyEffects(graph, tx, viewerId, otherId, decision.effects)));
    return ok(relationshipOf(otherId, await graph.pair(tx, viewerId, otherId)));
  });
}
