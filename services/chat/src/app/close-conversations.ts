import type { CloseReason } from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
import { conversationClosed } from '../events/chat-events.js';
import type { ConversationRow } from '../store/schema.js';
import type { ChatApp } from './context.js';

/**
 * Closes conversations in the caller's transaction, each with its `conversation.closed`; answers
 * the ids, for the caller to announce once committed. `closedBy` is null when the platform closed
 * them (a block, a suspension, an erasure).
 */
export async function closeInTransaction(
  app: ChatApp,
  tx: Db,
  rows: readonly ConversationRow[],
  c: { reason: CloseReason; closedBy: string | null },
): Promise<string[]> {
  const at = app.clock();
  for (const row of rows) {
    await app.conversations.close(tx, row.id, { ...c, at });
    await app.outbox.append(
      tx,
      conversationClosed({
        conversationId: row.id,
        closedBy: c.closedBy,
        memberIds: [row.memberA, row.memberB],
        reason: c.reason,
        at,
      }),
    );
  }
  return rows.map((r) => r.id);
}
