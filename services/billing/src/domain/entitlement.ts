import type { BillingState, EntitlementSource } from '@mawadda/contracts';
import { subscriptionPremiumUntil, type SubscriptionFacts } from './subscription.js';
import type { TrialPeriod } from './trial.js';

/** The one answer every premium rule reads: premium until `premiumUntil` (exclusive), or not. */
export interface Entitlement {
  state: BillingState;
  premiumUntil: Date | null;
  source: EntitlementSource | null;
}

/**
 * The member's entitlement at `now`, from their trial and their latest plan: the later running end
 * wins. A plan in grace still entitles (until the grace ends). A trial's start is not checked, so
 * a start stamped a moment ahead of this process's clock never leaves a member without it.
 */
export function entitlementAt(
  trial: TrialPeriod | undefined,
  subscription: SubscriptionFacts | undefined,
  now: Date,
): Entitlement {
  const planUntil = subscription ? subscriptionPremiumUntil(subscription) : null;
  const planRuns = !!planUntil && now < planUntil;
  const trialRuns = !!trial && now < trial.endsAt;
  if (planRuns && subscription) {
    const until = trialRuns && trial.endsAt > planUntil ? trial.endsAt : planUntil;
    return { state: subscription.status as BillingState, premiumUntil: until, source: 'subscription' };
  }
  if (trialRuns) return { state: 'trialing', premiumUntil: trial.endsAt, source: 'trial' };
  return { state: trial || subscription ? 'expired' : 'none', premiumUntil: null, source: null };
}

/** Whether two answers differ, so a change is announced (`entitlement.changed`) only when it is one. */
export const sameEntitlement = (
  a: { premiumUntil: Date | null; source: EntitlementSource | null },
  b: { premiumUntil: Date | null; source: EntitlementSource | null },
): boolean =>
  a.source === b.source && (a.premiumUntil?.getTime() ?? null) === (b.premiumUntil?.getTime() ?? null);
