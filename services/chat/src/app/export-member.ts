import type { ChatExport } from '@mawadda/contracts';
import type { ChatApp } from './context.js';
import { otherOf } from './pair-facts.js';

/**
 * The member's data export (PDPL/GDPR): every conversation of theirs with every message in it,
 * both sides (a conversation is the member's data too), removed messages as removed. A
 * conversation waiting for (or declined by) the other member's guardian is in its starter's
 * export, marked `guardianApproval`, and not in hers: for her it does not exist yet.
 */
export async function exportMember(app: ChatApp, memberId: string): Promise<ChatExport> {
  const db = app.database.db;
  const rows = await app.conversations.allOf(db, memberId);
  const conversations = [];
  for (const row of rows) {
    const messages = await app.messages.all(db, row.id);
    conversations.push({
      id: row.id,
      memberId: otherOf(row, memberId),
      status: row.status,
      startedAt: row.createdAt.toISOString(),
      // Issue 17: only its starter ever gets a gated conversation here (ConversationStore.allOf).
      guardianApproval: row.starterId === memberId ? row.gate : null,
      messages: messages.map((m) => ({
        id: m.id,
        mine: m.senderId === memberId,
        text: m.removed ? null : m.text,
        sentAt: m.sentAt.toISOString(),
      })),
    });
  }
  return { memberId, exportedAt: app.clock().toISOString(), conversations };
}
