import type { ConversationClosedPayload, ConversationStartedPayload } from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
import type { MatchApp } from './context.js';

/**
 * chat's `conversation.started`: two members talk, so a pair exists (at `talking`), or their
 * active pair's conversation is open again. Companies and members blocked either way get none.
 */
export async function openPair(app: MatchApp, tx: Db, e: ConversationStartedPayload): Promise<void> {
  const { starterId, recipientId, conversationId } = e;
  if (!(await app.members.isIndividual(tx, starterId)) || !(await app.members.isIndividual(tx, recipientId)))
    return;
  if (await app.members.blockedEitherWay(tx, starterId, recipientId)) return;
  await app.pairs.lockMembers(tx, starterId, recipientId);
  const at = new Date(e.at);
  const active = await app.pairs.activeBetween(tx, starterId, recipientId);
  if (active) {
    await app.pairs.save(tx, active.id, { conversationId, conversationOpen: true, updatedAt: at });
    return;
  }
  const pair = await app.pairs.open(tx, starterId, recipientId, conversationId, at);
  await app.pairs.record(tx, [{ pairId: pair.id, step: 'opened', stage: 'talking', by: null, at }]);
}

/**
 * chat's `conversation.closed`: no step forward until it opens again (stepping back and ending
 * still work). A close for a block ends the pair: `member.blocked` does the same, whichever comes first.
 */
export async function closeConversation(app: MatchApp, tx: Db, e: ConversationClosedPayload): Promise<void> {
  const row = await app.pairs.byConversation(tx, e.conversationId);
  if (!row) return;
  await app.pairs.lockMembers(tx, row.memberA, row.memberB);
  await app.pairs.save(tx, row.id, { conversationOpen: false, updatedAt: new Date(e.at) });
}
