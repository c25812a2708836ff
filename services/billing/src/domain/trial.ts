import { TRIAL_DAYS } from '@mawadda/contracts';
import { ok, refused, type Outcome } from '@mawadda/kit';
import type { RefusalOf } from './refusals.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A trial's span: it ends exactly `TRIAL_DAYS` × 24 hours after it started (UTC instants). */
export interface TrialPeriod {
  startedAt: Date;
  endsAt: Date;
}

export const trialPeriodFrom = (startedAt: Date): TrialPeriod => ({
  startedAt,
  endsAt: new Date(startedAt.getTime() + TRIAL_DAYS * DAY_MS),
});

/**
 * The trial a newly registered account gets: an individual member's, counted from the moment the
 * account was made (the same answer on every replay and replica, and a consumer that is late does
 * not move it). Companies get none. Whether the member already had one is the store's to say (one
 * row per member: races included).
 */
export function trialOnRegistration(account: {
  kind: 'individual' | 'company';
  registeredAt: Date;
}): Outcome<TrialPeriod, RefusalOf<'notIndividual'>> {
  if (account.kind !== 'individual') return refused({ refusal: 'notIndividual' });
  return ok(trialPeriodFrom(account.registeredAt));
}
