import { describe, expect, it } from 'vitest';
import { TRIAL_DAYS } from '@mawadda/contracts';
import {
  reminderAt,
  TRIAL_REMINDERS,
  trialPeriodFrom,
  trialToStart,
  type TrialFacts,
} from '../../src/domain/trial.js';

const at = (iso: string) => new Date(iso);
const now = at('2027-05-10T09:15:00.000Z');
const eligible: TrialFacts = { kind: 'individual', hadTrial: false, phoneUsed: false, subscribed: false };

describe('trialToStart', () => {
  it('starts a trial now for an eligible individual, for 14 × 24 hours', () => {
    expect(trialToStart(eligible, now)).toEqual({
      ok: true,
      value: { startedAt: now, endsAt: at('2027-05-24T09:15:00.000Z') },
    });
  });

  it('refuses a company first, whatever else is true', () => {
    expect(trialToStart({ kind: 'company', hadTrial: true, phoneUsed: true, subscribed: true }, now)).toEqual(
      {
        ok: false,
        refusal: { refusal: 'notIndividual' },
      },
    );
  });

  it('refuses a member who had a trial before checking the plan or the phone', () => {
    expect(trialToStart({ ...eligible, hadTrial: true, subscribed: true, phoneUsed: true }, now)).toEqual({
      ok: false,
      refusal: { refusal: 'trialUsed' },
    });
  });

  it('refuses a member with a running plan before checking the phone', () => {
    expect(trialToStart({ ...eligible, subscribed: true, phoneUsed: true }, now)).toEqual({
      ok: false,
      refusal: { refusal: 'alreadySubscribed' },
    });
  });

  it('refuses a phone number another account used for a trial', () => {
    expect(trialToStart({ ...eligible, phoneUsed: true }, now)).toEqual({
      ok: false,
      refusal: { refusal: 'trialPhoneUsed' },
    });
  });
});

describe('trialPeriodFrom', () => {
  it('lasts the spec’s 14 days, to the millisecond', () => {
    expect(TRIAL_DAYS).toBe(14);
    const period = trialPeriodFrom(at('2027-01-01T00:00:00.000Z'));
    expect(period.endsAt.getTime() - period.startedAt.getTime()).toBe(14 * 24 * 60 * 60 * 1000);
  });

  it('is 14 × 24 hours across February in a leap year and a common one', () => {
    expect(trialPeriodFrom(at('2028-02-20T21:30:00.000Z')).endsAt.toISOString()).toBe(
      '2028-03-05T21:30:00.000Z',
    );
    expect(trialPeriodFrom(at('2027-02-20T21:30:00.000Z')).endsAt.toISOString()).toBe(
      '2027-03-06T21:30:00.000Z',
    );
  });
});

describe('trial reminders', () => {
  it('are 3 days and 1 day before the end', () => {
    expect(TRIAL_REMINDERS).toEqual([
      { kind: 'trial_ends_in_3_days', daysBefore: 3 },
      { kind: 'trial_ends_in_1_day', daysBefore: 1 },
    ]);
  });

  it('reminderAt is exactly that many 24-hour days before the end', () => {
    const endsAt = at('2027-03-02T09:15:00.000Z');
    expect(reminderAt(endsAt, 3).toISOString()).toBe('2027-02-27T09:15:00.000Z');
    expect(reminderAt(endsAt, 1).toISOString()).toBe('2027-03-01T09:15:00.000Z');
  });

  it('the 3-day reminder of a trial started now falls 11 days in', () => {
    const { endsAt } = trialPeriodFrom(now);
    expect(reminderAt(endsAt, 3).toISOString()).toBe('2027-05-21T09:15:00.000Z');
  });
});
