import { ok, refused, type Outcome } from '@mawadda/kit';
import { unusedCredit } from './money.js';
import type { RefusalOf } from './refusals.js';
import type { SubscriptionFacts } from './subscription.js';

/** What a checkout does, given the member's plan and open order (README "Orders"). */
export type CheckoutPlan =
  /** The open order for the same plan is answered again: a double click makes one order. */
  | { kind: 'reuse' }
  /** A new order; an open order for another plan is closed as superseded first. */
  | { kind: 'new'; orderKind: 'purchase' | 'upgrade'; creditMinor: number; supersedePending: boolean };

export interface CheckoutFacts {
  planId: string;
  months: number;
  /** The member's running plan (not expired), with what was paid for its period. */
  running?: SubscriptionFacts & { planId: string; paidNetMinor: number };
  /** The member's open (Pending) order, if any. */
  pending?: { planId: string };
}

/**
 * One running plan per member: the same or a shorter plan is refused, a longer one is an upgrade
 * credited with the unused period. A plan in grace can be bought anew with no credit.
 */
export function planCheckout(
  facts: CheckoutFacts,
  now: Date,
): Outcome<CheckoutPlan, RefusalOf<'alreadySubscribed'> | RefusalOf<'downgradeNotAllowed'>> {
  const { running } = facts;
  let orderKind: 'purchase' | 'upgrade' = 'purchase';
  let creditMinor = 0;
  if (running && running.status !== 'grace') {
    if (running.planId === facts.planId) return refused({ refusal: 'alreadySubscribed' });
    if (running.months > facts.months) return refused({ refusal: 'downgradeNotAllowed' });
    orderKind = 'upgrade';
    creditMinor = unusedCredit(
      {
        netMinor: running.paidNetMinor,
        periodStart: running.currentPeriodStart,
        periodEnd: running.currentPeriodEnd,
      },
      now,
    );
  }
  if (facts.pending?.planId === facts.planId) return ok({ kind: 'reuse' });
  return ok({ kind: 'new', orderKind, creditMinor, supersedePending: !!facts.pending });
}
