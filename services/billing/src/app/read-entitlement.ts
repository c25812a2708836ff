import type { BillingMe } from '@mawadda/contracts';
import { entitlementAt } from '../domain/entitlement.js';
import type { BillingApp } from './context.js';

/** `GET /me`: the member's entitlement now, and their trial (running, ended, or never had). */
export async function readEntitlement(app: BillingApp, memberId: string): Promise<BillingMe> {
  const trial = await app.trials.find(app.database.db, memberId);
  return entitlementAt(trial, app.clock());
}
