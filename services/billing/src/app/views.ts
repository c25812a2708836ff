import type { BillingMe, Order, Subscription } from '@mawadda/contracts';
import type { Entitlement } from '../domain/entitlement.js';
import { orderNumber } from '../domain/orders.js';
import type { SubscriptionFacts } from '../domain/subscription.js';
import type { NoticeRow, OrderRow, SubscriptionRow, TrialRow } from '../store/schema.js';

/** Rows as the API shows them (contracts/billing), in one place. */

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

export const subscriptionFacts = (s: SubscriptionRow): SubscriptionFacts => ({
  status: s.status,
  months: s.months,
  anchorDay: s.anchorDay,
  currentPeriodStart: s.currentPeriodStart,
  currentPeriodEnd: s.currentPeriodEnd,
  graceEndsAt: s.graceEndsAt,
});

export const subscriptionView = (s: SubscriptionRow): Subscription => ({
  id: s.id,
  planId: s.planId,
  status: s.status,
  startedAt: iso(s.startedAt),
  currentPeriodStart: iso(s.currentPeriodStart),
  currentPeriodEnd: iso(s.currentPeriodEnd),
  graceEndsAt: isoOrNull(s.graceEndsAt),
});

export function orderView(o: OrderRow): Order {
  return {
    id: o.id,
    number: orderNumber(o.seq),
    planId: o.planId,
    months: o.months,
    stage: o.stage,
    payment: o.payment,
    currency: 'AED',
    listPriceMinor: o.listPriceMinor,
    priceMinor: o.priceMinor,
    creditMinor: o.creditMinor,
    vatBasisPoints: o.vatBasisPoints,
    vatMinor: o.vatMinor,
    totalMinor: o.totalMinor,
    createdAt: iso(o.createdAt),
    paidAt: isoOrNull(o.paidAt),
    failure: o.failure,
    card: o.cardBrand && o.cardLast4 ? { brand: o.cardBrand, last4: o.cardLast4 } : null,
    checkoutUrl: o.stage === 'Pending' ? o.checkoutUrl : null,
    refundedMinor: o.refundedMinor,
  };
}

export function meView(input: {
  entitlement: Entitlement;
  trial: TrialRow | undefined;
  trialAvailable: boolean;
  subscription: SubscriptionRow | undefined;
  notices: NoticeRow[];
}): BillingMe {
  const { entitlement, trial, subscription } = input;
  return {
    state: entitlement.state,
    trial: trial ? { startedAt: iso(trial.startedAt), endsAt: iso(trial.endsAt) } : null,
    trialAvailable: input.trialAvailable,
    subscription: subscription ? subscriptionView(subscription) : null,
    active: entitlement.premiumUntil !== null,
    activeUntil: isoOrNull(entitlement.premiumUntil),
    notices: input.notices.map((n) => ({
      id: n.id,
      kind: n.kind as BillingMe['notices'][number]['kind'],
      createdAt: iso(n.createdAt),
      until: isoOrNull(n.until),
      planId: n.planId,
    })),
  };
}
