import type { Conversation } from '@mawadda/contracts';
import { isErasedMember, ok, refused, type Outcome } from '@mawadda/kit';
import type { RefusalOf } from '../domain/refusals.js';
import { closeInTransaction } from './close-conversations.js';
import type { ChatApp } from './context.js';
import { announceConversation } from './notify.js';
import { otherOf } from './pair-facts.js';
import { conversationFor } from './views.js';

/**
 * Either member closes a conversation: no more messages either way until the one who closed it
 * writes again (README: rules). Closing a closed conversation changes nothing.
 */
export async function closeConversation(
  app: ChatApp,
  memberId: string,
  conversationId: string,
): Promise<Outcome<Conversation, RefusalOf<'notFound' | 'accountGone'>>> {
  const db = app.database.db;
  const found = await app.conversations.factsOf(db, memberId, conversationId);
  if (!found) return refused({ refusal: 'notFound', what: 'conversation' });
  const row = (await app.conversations.byId(db, conversationId))!;
  const closed = await app.outbox.inTransaction(db, async (tx) => {
    if (await isErasedMember(tx, memberId)) return 'gone' as const;
    await app.conversations.lockPair(tx, memberId, otherOf(row, memberId));
    return closeInTransaction(app, tx, await app.conversations.openOf(tx, row.memberA, row.memberB), {
      reason: 'closed',
      closedBy: memberId,
    });
  });
  if (closed === 'gone') return refused({ refusal: 'accountGone' });
  if (closed.length) await announceConversation(app, conversationId);
  return ok((await conversationFor(app, memberId, conversationId))!);
}
