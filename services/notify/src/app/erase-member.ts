import { recordErasure, type Db } from '@mawadda/kit';
import type { NotifyApp } from './context.js';

/**
 * Erasure (`member.deleted`): the member's notifications, choices and devices go, and so do others' that
 * name them as actor, which would point at a gone profile. The tombstone comes first, so writes in
 * flight are waited out and later events naming the member store nothing.
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
  await app.pushSubscriptions.eraseMember(tx, erasure.memberId);
  await app.pushPreferences.eraseMember(tx, erasure.memberId);
  await app.pushMarks.eraseMember(tx, erasure.memberId);
}
