import { REPORT_MESSAGES_MAX, type ChatReportReceipt, type ReportReason } from '@mawadda/contracts';
import { isErasedMember, ok, refused, uuidv7, type Outcome } from '@mawadda/kit';
import type { Refusal } from '../domain/refusals.js';
import { reportedMessages } from '../domain/report-selection.js';
import { conversationReported } from '../events/chat-events.js';
import { closeInTransaction } from './close-conversations.js';
import type { ChatApp } from './context.js';
import { announceConversation } from './notify.js';
import { otherOf } from './pair-facts.js';

/**
 * A report freezes the named messages (or the latest REPORT_MESSAGES_MAX) in a snapshot staff read
 * here; social files it from `conversation.reported`, ids only, so the text stays in chat. Closing
 * the conversation too is the default; reports per day are limited.
 */
export async function reportConversation(
  app: ChatApp,
  reporterId: string,
  conversationId: string,
  input: { reason: ReportReason; details: string; messageIds: string[]; close: boolean },
): Promise<Outcome<ChatReportReceipt, Refusal>> {
  const db = app.database.db;
  const row = await app.conversations.findFor(db, conversationId, reporterId);
  if (!row) return refused({ refusal: 'notFound', what: 'conversation' });
  const found = input.messageIds.length
    ? await app.messages.byIds(db, conversationId, input.messageIds)
    : await app.messages.page(db, conversationId, REPORT_MESSAGES_MAX);
  const picked = reportedMessages(input.messageIds, found);
  if (!picked) return refused({ refusal: 'messageNotInConversation' });
  const budget = await app.limits.reports.consume(reporterId);
  if (!budget.allowed)
    return refused({ refusal: 'reportsLimited', retryAfterSeconds: budget.retryAfterSeconds });

  const memberId = otherOf(row, reporterId);
  const at = app.clock();
  const filed = await app.outbox.inTransaction(db, async (tx) => {
    if (await isErasedMember(tx, reporterId)) return undefined;
    await app.conversations.lockPair(tx, reporterId, memberId);
    const snapshot = await app.reports.create(tx, {
      id: uuidv7(),
      conversationId,
      reporterId,
      memberId,
      messageIds: picked.map((m) => m.id),
      messages: picked.map((m) => ({
        id: m.id,
        senderId: m.senderId,
        text: m.text,
        sentAt: m.sentAt.toISOString(),
        call: m.call ?? null,
      })),
      createdAt: at,
    });
    await app.outbox.append(
      tx,
      conversationReported({
        snapshotId: snapshot.id,
        conversationId,
        reporterId,
        memberId,
        messageIds: snapshot.messageIds,
        reason: input.reason,
        details: input.details,
        at,
      }),
    );
    const closed = input.close
      ? await closeInTransaction(app, tx, await app.conversations.openOf(tx, reporterId, memberId), {
          reason: 'closed',
          closedBy: reporterId,
        })
      : [];
    return { snapshot, closed };
  });
  if (!filed) return refused({ refusal: 'accountGone' });
  if (filed.closed.length) await announceConversation(app, conversationId);
  return ok({
    id: filed.snapshot.id,
    conversationId,
    messageIds: filed.snapshot.messageIds,
    createdAt: filed.snapshot.createdAt.toISOString(),
  });
}
