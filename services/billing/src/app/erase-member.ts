import { recordErasure, type Db } from '@mawadda/kit';
import type { BillingApp } from './context.js';

/**
 * Erasure (`member.deleted`): the member's copy, trial, plans, notices and entitlement go. Kept by
 * legal duty (README): orders, which are tax records naming no person, and the phone keys that had
 * a trial, or deleting an account would be the way to a second one. The tombstone refuses a replay.
 */
export async function eraseMember(
  app: BillingApp,
  tx: Db,
  erasure: { memberId: string; deletedAt: Date; eventId: string },
): Promise<void> {
  // First: waits out the member's writes in flight, and refuses every later one (tombstone).
  await recordErasure(tx, erasure);
  await app.members.remove(tx, erasure.memberId);
  await app.trials.remove(tx, erasure.memberId);
  await app.subscriptions.removeOf(tx, erasure.memberId);
  await app.ledger.removeOf(tx, erasure.memberId);
}
