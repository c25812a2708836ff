import type { CloseReason } from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
import { conversationClosed } from '../events/chat-events.js';
import type { ConversationRow } from '../store/schema.js';
import type { ChatApp } from './context.js';

/**
 * Closes conversations in the caller's transaction with their events; answers the ids to announce
 * once committed (`closedBy` null: the platform closed them). One still waiting for her guardian
 * withdraws its request, so nothing of a contact that can no longer happen reaches her.
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
    if (row.gate === 'waiting') {
      const pending = await app.guardians.pendingOf(tx, row.id);
      if (pending) await app.guardians.settle(tx, pending.id, 'cancelled', at);
    }
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
