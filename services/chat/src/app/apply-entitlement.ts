import type { EntitlementChangedPayload } from '@mawadda/contracts';
import { isErasedMember, type Db } from '@mawadda/kit';
import type { ChatApp } from './context.js';

/**
 * The entitlement port: billing's `entitlement.changed` is all chat keeps of what a member paid
 * for or tried ("premium until", judged against chat's own clock, so a plan ends on time even
 * before billing's expiry job says so). The newest version wins, whatever order events arrive in.
 * An erased member's late event finds the tombstone and brings no row back.
 */
export async function applyEntitlement(app: ChatApp, tx: Db, e: EntitlementChangedPayload) {
  if (await isErasedMember(tx, e.memberId)) return;
  await app.members.entitle(tx, {
    memberId: e.memberId,
    premiumUntil: e.premiumUntil ? new Date(e.premiumUntil) : null,
    version: e.version,
  });
}
