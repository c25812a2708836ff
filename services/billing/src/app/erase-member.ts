import { recordErasure, type Db } from '@mawadda/kit';
import type { BillingApp } from './context.js';

/**
 * Erasure (`member.deleted`, PDPL/GDPR): the member's copy, trial, plans (so nothing renews or is
 * charged again), notices and entitlement go with the account; every service purges on the same
 * event, so no event of ours follows. Kept, by legal duty and design (README): the orders, which
 * are tax records (UAE VAT law keeps invoices for five years; they name no person, only the
 * member's dead id, the card's brand and last four), and the phone keys that had a trial (a key
 * of a number, not the number; without it a deleted account would be the way to a second trial).
 * The tombstone keeps a late or replayed registration from recording the member again.
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
