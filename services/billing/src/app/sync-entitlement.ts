import type { Db } from '@mawadda/kit';
import { entitlementAt, sameEntitlement, type Entitlement } from '../domain/entitlement.js';
import { entitlementChanged } from '../events/billing-events.js';
import type { BillingApp } from './context.js';
import { subscriptionFacts } from './views.js';

/**
 * Works out the member's entitlement at `now` from what is stored and, when it differs from the
 * last one announced, announces it (`entitlement.changed`, next version) in the same transaction.
 * Every use case that changes a trial or a plan ends with this, so consumers hear of every change
 * once and in order. The announced row is locked: two changes of one member cannot reuse a version.
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
