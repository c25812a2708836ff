import type { ConversationReportedPayload } from '@mawadda/contracts';
import { isErasedMember, type Db } from '@mawadda/kit';
import { memberReported } from '../events/social-events.js';
import type { SocialApp } from './context.js';

/** What became of a chat report: filed, or why nothing was (none of these is an error). */
export type ChatReportFiling = 'filed' | 'duplicate' | 'self' | 'erased';

/**
 * A member reported a conversation in chat (`conversation.reported`): it joins the staff queue as
 * a report of its own, marked `chat`, with the conversation, the reported messages and chat's
 * snapshot of them (README: rules). It runs in the consumer's transaction, so the report, its
 * `member.reported` and the inbox record commit together; a snapshot already filed (redelivery,
 * or chat publishing it again) files nothing. If the reporter or the reported member was erased
 * here before the event arrived, nothing is filed: their tombstone forbids new rows, and chat
 * erases the messages the snapshot would show.
 */
export async function fileChatReport(
  app: SocialApp,
  tx: Db,
  r: ConversationReportedPayload,
): Promise<ChatReportFiling> {
  if (r.reporterId === r.memberId) return 'self';
  // Both tombstones first (each waits out an erasure in flight), in a fixed order.
  for (const id of [r.reporterId, r.memberId].sort()) if (await isErasedMember(tx, id)) return 'erased';
  const row = await app.reports.createFromChat(tx, {
    reporterId: r.reporterId,
    memberId: r.memberId,
    reason: r.reason,
    details: r.details,
    conversationId: r.conversationId,
    chatSnapshotId: r.snapshotId,
    messageIds: r.messageIds,
    createdAt: new Date(r.at),
  });
  if (!row) return 'duplicate';
  await app.outbox.append(
    tx,
    memberReported({ reportId: row.id, reporterId: r.reporterId, memberId: r.memberId, reason: row.reason }),
  );
  return 'filed';
}
