import type { Db } from '@mawadda/kit';
import { entitlementAt, sameEntitlement, type Entitlement } from '../domain/entitlement.js';
import { entitlementChanged } from '../events/billing-events.js';
import type { BillingApp } from './context.js';
import { subscriptionFacts } from './views.js';

/**
 * Announces the member's entitlement at `now` when it differs from the last one announced, in the
 * same transaction. Every trial or plan change ends here, so consumers hear each change once and in
 * order; the locked row keeps two changes from reusing a version.
 */
export async function syncEntitlement(
  app: BillingApp,
  tx: Db,
  memberId: string,
  now: Date,
): Promise<Entitlement> {
  const trial = await app.trials.find(tx, memberId);
  const subscription = await app.subscriptions.latest(tx, memberId);
  const entitlement = entitlementAt(trial, subscription && subscriptionFacts(subscription), now);
  const last = await app.ledger.announced(tx, memberId);
  const before = last ?? { premiumUntil: null, source: null };
  if (sameEntitlement(before, entitlement)) return entitlement;
  const version = (last?.version ?? 0) + 1;
  await app.ledger.announce(tx, {
    memberId,
    version,
    premiumUntil: entitlement.premiumUntil,
    source: entitlement.source,
  });
  await app.outbox.append(tx, entitlementChanged(memberId, entitlement, version, now));
  return entitlement;
}
