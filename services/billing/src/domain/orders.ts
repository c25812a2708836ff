import type { OrderFailure, OrderStage } from '@mawadda/contracts';
import { addMonths } from './calendar.js';
import { firstPeriod, type SubscriptionFacts } from './subscription.js';

/*
 * An order's stages as they fit a digital plan (README "Orders"): Pending → Processing (signed
 * webhook) → Completed (its plan runs), or NotPaid. Pure decisions; the app layer stores them.
 */

export type OrderKind = 'purchase' | 'upgrade' | 'renewal';

/** The next stage when the provider reports a payment, or null when it changes nothing (applied already). */
export function stageOnPayment(stage: OrderStage): 'Processing' | null {
  // A payment that arrives after the order was abandoned or superseded still counts: the money
  // was taken, so the member gets what they paid for (fulfilment extends a running plan).
  return stage === 'Pending' || stage === 'NotPaid' ? 'Processing' : null;
}

/** A failed payment closes only an order still waiting for one; a paid order never goes back. */
export const failsOnDecline = (stage: OrderStage): boolean => stage === 'Pending';

/** An open order left unpaid this long is closed as abandoned (the member can start again). */
export const isAbandoned = (
  order: { stage: OrderStage; createdAt: Date },
  now: Date,
  abandonAfterMs: number,
) => order.stage === 'Pending' && now.getTime() - order.createdAt.getTime() >= abandonAfterMs;

export const failureOnDecline = (reason: 'declined' | 'challenge_failed'): OrderFailure => reason;

/** The receipt's order number: `MW-` and the order's sequence, six digits at least. */
export const orderNumber = (seq: number): string => `MW-${String(seq).padStart(6, '0')}`;

/** What a paid order does to the member's plan. */
export type Fulfilment =
  | { action: 'start'; start: Date; end: Date; replaces: string | null }
  | { action: 'extend'; subscriptionId: string; end: Date };

/**
 * A paid purchase or upgrade: an upgrade (or a purchase over a plan in grace) replaces the running
 * plan with a new one from now; a second payment while a plan runs (an order paid after it was
 * superseded) extends that plan by its months; otherwise a new plan starts, after a running trial.
 */
export function fulfilmentOf(
  order: { kind: OrderKind; months: number; replacesSubscriptionId: string | null },
  running: (SubscriptionFacts & { id: string }) | undefined,
  trialEndsAt: Date | undefined,
  now: Date,
): Fulfilment {
  // A running trial's days are never lost, whichever way the plan starts.
  const trial = trialEndsAt && trialEndsAt > now ? trialEndsAt : undefined;
  if (running && running.status !== 'expired') {
    const replacing =
      running.status === 'grace' || (order.kind === 'upgrade' && order.replacesSubscriptionId === running.id);
    if (!replacing)
      return {
        action: 'extend',
        subscriptionId: running.id,
        end: addMonths(running.currentPeriodEnd, order.months),
      };
    return { action: 'start', ...firstPeriod(order.months, now, trial), replaces: running.id };
  }
  return { action: 'start', ...firstPeriod(order.months, now, trial), replaces: null };
}
