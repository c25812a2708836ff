import type { SubscriptionStatus } from '@mawadda/contracts';
import { ok, refused, type Outcome } from '@mawadda/kit';
import { addDays, addMonths, addMonthsOnDay, later } from './calendar.js';
import type { RefusalOf } from './refusals.js';

/*
 * A paid plan's life (README): active → (cancel at period end) canceling → expired; active at its
 * period end renews, and a failed renewal goes to grace, retried daily until the grace ends, then
 * expired. Pure functions of the plan's facts and a time; the app layer stores and announces.
 */

export interface SubscriptionFacts {
  status: SubscriptionStatus;
  months: number;
  /** The day of the month its first period ended on: renewals keep it (see addMonthsOnDay). */
  anchorDay?: number;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  graceEndsAt: Date | null;
}

/** Still giving rights (or about to decide whether to): anything but expired. */
export const isRunning = (s: Pick<SubscriptionFacts, 'status'> | undefined): boolean =>
  !!s && s.status !== 'expired';

/** Premium until: the paid period's end, or the grace's end while a renewal is retried. */
export function subscriptionPremiumUntil(s: SubscriptionFacts): Date | null {
  switch (s.status) {
    case 'active':
    case 'canceling':
      return s.currentPeriodEnd;
    case 'grace':
      return s.graceEndsAt;
    case 'expired':
      return null;
  }
}

/** Cancel at the period's end: the member keeps everything until then and is not charged again. */
export function cancelAtPeriodEnd(
  s: SubscriptionFacts | undefined,
  now: Date,
): Outcome<'canceling', RefusalOf<'noSubscription'> | RefusalOf<'notCancelable'>> {
  if (!s || s.status === 'expired') return refused({ refusal: 'noSubscription' });
  if (s.status !== 'active' || now >= s.currentPeriodEnd) return refused({ refusal: 'notCancelable' });
  return ok('canceling');
}

/** Takes a cancel back, before the period ends: the plan renews as before. */
export function resume(
  s: SubscriptionFacts | undefined,
  now: Date,
): Outcome<'active', RefusalOf<'noSubscription'> | RefusalOf<'notResumable'>> {
  if (!s || s.status === 'expired') return refused({ refusal: 'noSubscription' });
  if (s.status !== 'canceling' || now >= s.currentPeriodEnd) return refused({ refusal: 'notResumable' });
  return ok('active');
}

/** What the plan's end brings at `now`: nothing yet, a (re)try of the renewal, or its expiry. */
export type DueStep = 'nothing' | 'renew' | 'expire';

export function dueStep(s: SubscriptionFacts, now: Date): DueStep {
  switch (s.status) {
    case 'active':
      return now >= s.currentPeriodEnd ? 'renew' : 'nothing';
    case 'canceling':
      return now >= s.currentPeriodEnd ? 'expire' : 'nothing';
    case 'grace':
      return s.graceEndsAt && now >= s.graceEndsAt ? 'expire' : 'renew';
    case 'expired':
      return 'nothing';
  }
}

/**
 * The next period after a successful renewal: it follows the old one without a gap (a renewal
 * that succeeds during grace does not give the grace days twice).
 */
export const renewedPeriod = (s: SubscriptionFacts): { start: Date; end: Date } => ({
  start: s.currentPeriodEnd,
  end: addMonthsOnDay(s.currentPeriodEnd, s.months, s.anchorDay ?? s.currentPeriodEnd.getUTCDate()),
});

/** A failed renewal: rights go on until the grace ends, counted from the period's end. */
export const graceEnd = (s: SubscriptionFacts, graceDays: number): Date =>
  addDays(s.currentPeriodEnd, graceDays);

/**
 * When to try a renewal in grace again: a day after the last failure, and a last time at the
 * grace's end (the step then expires it if that try fails too).
 */
export function nextRenewalTry(s: SubscriptionFacts, now: Date): Date {
  const next = addDays(now, 1);
  return s.graceEndsAt && next > s.graceEndsAt ? s.graceEndsAt : next;
}

/** When a plan not expired next needs its job: its period's end, or in grace its next daily try. */
export function nextDueAt(s: SubscriptionFacts, now: Date): Date | undefined {
  if (s.status === 'expired') return undefined;
  return s.status === 'grace' ? nextRenewalTry(s, now) : s.currentPeriodEnd;
}

/**
 * The period a new plan gets: from now for its months, counted from the end of a running trial
 * so buying during the trial never loses its days.
 */
export function firstPeriod(
  months: number,
  now: Date,
  trialEndsAt: Date | undefined,
): { start: Date; end: Date } {
  const from = trialEndsAt ? later(now, trialEndsAt) : now;
  return { start: now, end: addMonths(from, months) };
}
