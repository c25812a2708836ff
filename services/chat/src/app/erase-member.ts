import { recordErasure, type AfterCommit, type Db } from '@mawadda/kit';
import { announceAll } from './apply-account.js';
import { closeInTransaction } from './close-conversations.js';
import type { ChatApp } from './context.js';

/**
 * Erasure (`member.deleted`, PDPL/GDPR): the member's messages lose their text for good (the
 * other side sees "message removed", in order, with its receipts), their conversations close
 * (reason `deleted`, never to reopen), their follows, blocks and entitlements go, and a report
 * they filed keeps its snapshot without their id. The tombstone first: every later write of
 * theirs here is refused.
 */
export async function eraseMember(
  app: ChatApp,
  tx: Db,
  erasure: { memberId: string; deletedAt: Date; eventId: string },
): Promise<AfterCommit> {
  const { memberId } = erasure;
  await recordErasure(tx, erasure);
  const touched = await app.messages.removeBySender(tx, memberId);
  const closed = await closeInTransaction(app, tx, await app.conversations.openOf(tx, memberId), {
    reason: 'deleted',
    closedBy: null,
  });
  await app.members.erase(tx, memberId);
  await app.entitlements.erase(tx, memberId);
  await app.graph.erase(tx, memberId);
  await app.reports.forgetReporter(tx, memberId);
  // Issue 17: her guardian copy goes, and requests of or by her leave the guardian's list.
  await app.guardians.erase(tx, memberId, app.clock());
  return announceAll(app, [...new Set([...touched, ...closed])]);
}
