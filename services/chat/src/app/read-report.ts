import type { ChatReportSnapshot } from '@mawadda/contracts';
import { ok, refused, type Outcome } from '@mawadda/kit';
import type { RefusalOf } from '../domain/refusals.js';
import type { ChatApp } from './context.js';

/** Staff read a reported conversation as it was frozen when reported (social's queue links here). */
export async function readReport(
  app: ChatApp,
  snapshotId: string,
): Promise<Outcome<ChatReportSnapshot, RefusalOf<'reportNotFound'>>> {
  const row = await app.reports.find(app.database.db, snapshotId);
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
