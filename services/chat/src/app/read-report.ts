import type { ChatReportSnapshot } from '@mawadda/contracts';
import { ok, refused, staffActed, type Outcome, type Principal } from '@mawadda/kit';
import type { RefusalOf } from '../domain/refusals.js';
import type { ChatApp } from './context.js';

/**
 * Staff read a reported conversation as it was frozen when reported (social's queue links here).
 * Private messages read by staff are an audited act: the look and its `staff.acted` line commit
 * together, so no snapshot is shown without its line in the log.
 */
export async function readReport(
  app: ChatApp,
  staff: Principal,
  snapshotId: string,
): Promise<Outcome<ChatReportSnapshot, RefusalOf<'reportNotFound'>>> {
  const row = await app.outbox.inTransaction(app.database.db, async (tx) => {
    const found = await app.reports.find(tx, snapshotId);
    if (found)
      await app.outbox.append(
        tx,
        staffActed(staff, 'conversation.view', {
          type: 'conversation',
          id: found.conversationId,
          memberId: found.memberId,
        }),
      );
    return found;
  });
  if (!row) return refused({ refusal: 'reportNotFound' });
  return ok({
    id: row.id,
    conversationId: row.conversationId,
    reporterId: row.reporterId,
    memberId: row.memberId,
    messageIds: row.messageIds,
    messages: row.messages,
    createdAt: row.createdAt.toISOString(),
  });
}
