import { describe, expect, it } from 'vitest';
import { TRIAL_DAYS } from '@mawadda/contracts';
import { entitlementAt } from '../src/domain/entitlement.js';
import { trialOnRegistration, trialPeriodFrom } from '../src/domain/trial.js';

const at = (iso: string) => new Date(iso);

describe('the free trial', () => {
  it('lasts the spec’s 14 days, to the millisecond, across a month end', () => {
    expect(TRIAL_DAYS).toBe(14);
    const period = trialPeriodFrom(at('2026-02-20T21:30:00.000Z'));
    expect(period.endsAt.toISOString()).toBe('2026-03-06T21:30:00.000Z');
  });

  it('starts for an individual member from the moment the account was made, never for a company', () => {
    const registeredAt = at('2026-11-25T08:00:00.000Z');
    expect(trialOnRegistration({ kind: 'individual', registeredAt })).toEqual({
      ok: true,
      value: { startedAt: registeredAt, endsAt: at('2026-12-09T08:00:00.000Z') },
    });
    expect(trialOnRegistration({ kind: 'company', registeredAt })).toEqual({
      ok: false,
      refusal: { refusal: 'notIndividual' },
    });
  });
});

describe('the entitlement', () => {
  const trial = trialPeriodFrom(at('2026-11-25T08:00:00.000Z'));

  it('is premium until the trial ends, then not, and the ended trial is still shown', () => {
    expect(entitlementAt(trial, at('2026-11-25T08:00:00.000Z'))).toEqual({
      trial: { startedAt: '2026-11-25T08:00:00.000Z', endsAt: '2026-12-09T08:00:00.000Z' },
      active: true,
      activeUntil: '2026-12-09T08:00:00.000Z',
    });
    expect(entitlementAt(trial, at('2026-12-09T07:59:59.999Z')).active).toBe(true);
    const after = entitlementAt(trial, at('2026-12-09T08:00:00.000Z'));
    expect(after).toEqual({
      trial: { startedAt: '2026-11-25T08:00:00.000Z', endsAt: '2026-12-09T08:00:00.000Z' },
      active: false,
      activeUntil: null,
    });
  });

  it('holds from the first moment even when the start was stamped a little ahead of this clock', () => {
    expect(entitlementAt(trial, at('2026-11-25T07:59:59.000Z')).active).toBe(true);
  });

  it('is nothing without a trial', () => {
    expect(entitlementAt(undefined, at('2026-11-25T08:00:00.000Z'))).toEqual({
      trial: null,
      active: false,
      activeUntil: null,
    });
  });
});
