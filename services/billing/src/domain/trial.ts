import { TRIAL_DAYS } from '@mawadda/contracts';
import { ok, refused, type Outcome } from '@mawadda/kit';
import { addDays } from './calendar.js';
import type { RefusalOf } from './refusals.js';

/** A trial's span: it ends exactly `TRIAL_DAYS` × 24 hours after it started (UTC instants). */
export interface TrialPeriod {
  startedAt: Date;
  endsAt: Date;
}

export const trialPeriodFrom = (startedAt: Date): TrialPeriod => ({
  startedAt,
  endsAt: addDays(startedAt, TRIAL_DAYS),
});

/** What the trial's start depends on, as the store knows it. */
export interface TrialFacts {
  kind: 'individual' | 'company';
  /** The member had a trial on this account. */
  hadTrial: boolean;
  /** Another account already used a trial with this phone number. */
  phoneUsed: boolean;
  /** The member has a running paid plan: a trial adds nothing. */
  subscribed: boolean;
}

/**
 * The member asks for their free trial (no payment details): individuals only, once per account
 * and once per phone number, and not on top of a running plan. It runs from now. Races (two
 * clicks, two accounts of one phone) are the store's to settle by its keys.
 */
export function trialToStart(
  facts: TrialFacts,
  now: Date,
): Outcome<
  TrialPeriod,
  | RefusalOf<'notIndividual'>
  | RefusalOf<'trialUsed'>
  | RefusalOf<'trialPhoneUsed'>
  | RefusalOf<'alreadySubscribed'>
> {
  if (facts.kind !== 'individual') return refused({ refusal: 'notIndividual' });
  if (facts.hadTrial) return refused({ refusal: 'trialUsed' });
  if (facts.subscribed) return refused({ refusal: 'alreadySubscribed' });
  if (facts.phoneUsed) return refused({ refusal: 'trialPhoneUsed' });
  return ok(trialPeriodFrom(now));
}

/** The reminders before the trial's end (spec: 3 days and 1 day before), as notice kinds. */
export const TRIAL_REMINDERS = [
  { kind: 'trial_ends_in_3_days', daysBefore: 3 },
  { kind: 'trial_ends_in_1_day', daysBefore: 1 },
] as const;

export type TrialReminderKind = (typeof TRIAL_REMINDERS)[number]['kind'];

export const reminderAt = (endsAt: Date, daysBefore: number): Date => addDays(endsAt, -daysBefore);
