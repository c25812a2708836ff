import type { ChatExport } from '@mawadda/contracts';
import { exportsOtherSide } from '../domain/export-rules.js';
import type { ChatApp } from './context.js';
import { otherOf } from './pair-facts.js';

/**
 * The member's export: every conversation with what they wrote, and the other side's words only
 * while the conversation is still open to them. A conversation gated by her guardian is in its
 * starter's export only: for her it does not exist yet.
 */
export async function exportMember(app: ChatApp, memberId: string): Promise<ChatExport> {
  const db = app.database.db;
  const [rows, blocked] = await Promise.all([
    app.conversations.allOf(db, memberId),
    app.graph.blockedEitherWay(db, memberId),
  ]);
  const conversations = [];
  for (const row of rows) {
    const otherId = otherOf(row, memberId);
    const otherSide = exportsOtherSide(row, blocked.has(otherId));
    const messages = (await app.messages.all(db, row.id)).filter((m) => otherSide || m.senderId === memberId);
    conversations.push({
      id: row.id,
      memberId: otherId,
      status: row.status,
      startedAt: row.createdAt.toISOString(),
      // Only its starter ever gets a gated conversation here (ConversationStore.allOf).
      guardianApproval: row.starterId === memberId ? row.gate : null,
      otherSideOmitted: !otherSide,
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
