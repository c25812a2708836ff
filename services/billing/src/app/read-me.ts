import type { BillingMe } from '@mawadda/contracts';
import { entitlementAt } from '../domain/entitlement.js';
import type { BillingApp } from './context.js';
import { meView, subscriptionFacts } from './views.js';

/**
 * `GET /me`: the member's entitlement now (judged at billing's clock, so a plan whose end passed
 * reads as over even before its expiry job ran), their trial, plan and unread notices.
 */
export async function readMe(app: BillingApp, memberId: string): Promise<BillingMe> {
  const db = app.database.db;
  const [member, trial, subscription, notices] = await Promise.all([
    app.members.find(db, memberId),
    app.trials.find(db, memberId),
    app.subscriptions.latest(db, memberId),
    app.ledger.unread(db, memberId),
  ]);
  const entitlement = entitlementAt(trial, subscription && subscriptionFacts(subscription), app.clock());
  const phoneUsed = !!member?.phoneKey && (await app.trials.phoneUsed(db, member.phoneKey));
  const subscribed = !!subscription && entitlement.source === 'subscription';
  return meView({
    entitlement,
    trial,
    trialAvailable: member?.kind === 'individual' && !trial && !phoneUsed && !subscribed,
    subscription,
    notices,
  });
}
