import { recordErasure, type Db } from '@mawadda/kit';
import type { SocialApp } from './context.js';

/**
 * Erasure (`member.deleted`): every service purges its own copies on this event, so follows, blocks
 * and the rest go without an event each. Reports the member filed stay without their author;
 * reports about them stay for the record.
 */
export async function eraseMember(
  app: SocialApp,
  tx: Db,
  erasure: { memberId: string; deletedAt: Date; eventId: string },
): Promise<void> {
  const { memberId } = erasure;
  // First: waits out the member's writes in flight, and refuses every later one (tombstone).
  await recordErasure(tx, erasure);
  await app.graph.purge(tx, memberId);
  await app.reports.forgetReporter(tx, memberId);
  await app.members.remove(tx, memberId);
  await app.entitlements.erase(tx, memberId);
  await app.followRequests.erase(tx, memberId);
}
