import type { EntitlementChangedPayload } from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
import type { ChatApp } from './context.js';

/** Billing's `entitlement.changed`, in the consumer's transaction: a first contact reads it. */
export const applyEntitlement = (app: ChatApp, tx: Db, e: EntitlementChangedPayload) =>
  app.entitlements.apply(tx, e);
