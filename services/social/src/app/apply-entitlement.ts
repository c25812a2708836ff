import type { EntitlementChangedPayload } from '@mawadda/contracts';
import { isErasedMember, type Db } from '@mawadda/kit';
import type { SocialApp } from './context.js';

/**
 * Billing's `entitlement.changed`, in the consumer's transaction: social keeps "premium until" for
 * the follow request limit, the newest version winning whatever order events arrive in. An erased
 * member's late event finds the tombstone and brings no row back.
 */
export async function applyEntitlement(app: SocialApp, tx: Db, e: EntitlementChangedPayload) {
  if (await isErasedMember(tx, e.memberId)) return;
  await app.entitlements.apply(tx, {
    memberId: e.memberId,
    premiumUntil: e.premiumUntil ? new Date(e.premiumUntil) : null,
    version: e.version,
  });
}
