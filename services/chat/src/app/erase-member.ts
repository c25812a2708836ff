import { recordErasure, type AfterCommit, type Db } from '@mawadda/kit';
import { announceAll } from './apply-account.js';
import { closeInTransaction } from './close-conversations.js';
import type { ChatApp } from './context.js';

/**
 * Erasure (`member.deleted`): messages lose their text for good (the other side sees "message
 * removed", in order), conversations close for good, follows, blocks and entitlements go, and a
 * filed report keeps its snapshot without the id. The tombstone first refuses every later write.
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
  // Her guardian copy goes, and requests of or by her leave the guardian's list.
  await app.guardians.erase(tx, memberId, app.clock());
  return announceAll(app, [...new Set([...touched, ...closed])]);
}
