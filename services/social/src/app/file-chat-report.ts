import type { ConversationReportedPayload } from '@mawadda/contracts';
import { isErasedMember, type Db } from '@mawadda/kit';
import { memberReported } from '../events/social-events.js';
import type { SocialApp } from './context.js';

/** What became of a chat report: filed, or why nothing was (none of these is an error). */
export type ChatReportFiling = 'filed' | 'duplicate' | 'self' | 'erased';

/**
 * A conversation reported in chat joins the staff queue as its own report with chat's snapshot
 * (README: rules), committed with its event and the inbox record; a snapshot already filed files
 * nothing. If either member was erased here first, nothing is filed: their tombstone forbids it.
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
