import { recordErasure, type Db } from '@mawadda/kit';
import type { NotifyApp } from './context.js';

/**
 * Erasure (`member.deleted`, PDPL/GDPR), in the consumer's transaction: the member's own
 * notifications and choices go, and so do the notifications of others that name the member as
 * the actor (they would point at a profile that is gone, and keep the erased id). The tombstone
 * comes first: it waits out the member's writes in flight and refuses every later one, and later
 * events naming the member store nothing (record-notification.ts).
 */
export async function eraseMember(
  app: NotifyApp,
  tx: Db,
  erasure: { memberId: string; deletedAt: Date; eventId: string },
): Promise<void> {
  await recordErasure(tx, erasure);
  await app.notifications.eraseMember(tx, erasure.memberId);
  await app.preferences.eraseMember(tx, erasure.memberId);
  await app.pendingFollows.eraseMember(tx, erasure.memberId);
}
