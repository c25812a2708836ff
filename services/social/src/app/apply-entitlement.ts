import type { EntitlementChangedPayload } from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
import type { SocialApp } from './context.js';

/** Billing's `entitlement.changed`, in the consumer's transaction: the follow request allowance reads it. */
export const applyEntitlement = (app: SocialApp, tx: Db, e: EntitlementChangedPayload) =>
  app.entitlements.apply(tx, e);
