import { recordErasure, type Db } from '@mawadda/kit';
import type { BillingApp } from './context.js';

/**
 * Erasure (`member.deleted`, PDPL/GDPR): the member's billing rows go with the account (every
 * service purges on the same event, so no event of ours follows). The tombstone keeps a late or
 * replayed registration from starting a trial for the erased id.
 */
export async function eraseMember(
  app: BillingApp,
  tx: Db,
  erasure: { memberId: string; deletedAt: Date; eventId: string },
): Promise<void> {
  // First: waits out the member's writes in flight, and refuses every later one (tombstone).
  await recordErasure(tx, erasure);
  await app.trials.remove(tx, erasure.memberId);
}
