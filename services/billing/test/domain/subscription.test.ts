import { describe, expect, it } from 'vitest';
import type { SubscriptionStatus } from '@mawadda/contracts';
import {
  cancelAtPeriodEnd,
  dueStep,
  firstPeriod,
  graceEnd,
  isRunning,
  nextRenewalTry,
  renewedPeriod,
  resume,
  subscriptionPremiumUntil,
  type SubscriptionFacts,
} from '../../src/domain/subscription.js';

const at = (iso: string) => new Date(iso);
const iso = (d: Date | null) => d?.toISOString() ?? null;

const periodStart = at('2027-01-15T10:00:00.000Z');
const periodEnd = at('2027-07-15T10:00:00.000Z');
const graceEndsAt = at('2027-07-18T10:00:00.000Z');
const before = at('2027-07-15T09:59:59.999Z');
const after = at('2027-07-16T00:00:00.000Z');

const plan = (status: SubscriptionStatus, more: Partial<SubscriptionFacts> = {}): SubscriptionFacts => ({
  status,
  months: 6,
  currentPeriodStart: periodStart,
  currentPeriodEnd: periodEnd,
  graceEndsAt: status === 'grace' ? graceEndsAt : null,
  ...more,
});

describe('isRunning', () => {
  it('is every status but expired, and not no plan at all', () => {
    expect(isRunning(plan('active'))).toBe(true);
    expect(isRunning(plan('canceling'))).toBe(true);
    expect(isRunning(plan('grace'))).toBe(true);
    expect(isRunning(plan('expired'))).toBe(false);
    expect(isRunning(undefined)).toBe(false);
  });
});

describe('subscriptionPremiumUntil', () => {
  it('an active or canceling plan is premium until its period’s end', () => {
    expect(iso(subscriptionPremiumUntil(plan('active')))).toBe('2027-07-15T10:00:00.000Z');
    expect(iso(subscriptionPremiumUntil(plan('canceling')))).toBe('2027-07-15T10:00:00.000Z');
  });

  it('a plan in grace is premium until the grace ends', () => {
    expect(iso(subscriptionPremiumUntil(plan('grace')))).toBe('2027-07-18T10:00:00.000Z');
  });

  it('an expired plan gives nothing', () => {
    expect(subscriptionPremiumUntil(plan('expired'))).toBeNull();
  });
});

describe('cancelAtPeriodEnd', () => {
  it('cancels an active plan before its period ends: it becomes canceling', () => {
    expect(cancelAtPeriodEnd(plan('active'), before)).toEqual({ ok: true, value: 'canceling' });
  });

  it('refuses an active plan at or after its period’s end (the renewal is due)', () => {
    expect(cancelAtPeriodEnd(plan('active'), periodEnd)).toEqual({
      ok: false,
      refusal: { refusal: 'notCancelable' },
    });
    expect(cancelAtPeriodEnd(plan('active'), after)).toEqual({
      ok: false,
      refusal: { refusal: 'notCancelable' },
    });
  });

  it('refuses a plan already canceling or in grace', () => {
    expect(cancelAtPeriodEnd(plan('canceling'), before)).toEqual({
      ok: false,
      refusal: { refusal: 'notCancelable' },
    });
    expect(cancelAtPeriodEnd(plan('grace'), after)).toEqual({
      ok: false,
      refusal: { refusal: 'notCancelable' },
    });
  });

  it('with no plan, or an expired one, there is nothing to cancel', () => {
    expect(cancelAtPeriodEnd(undefined, before)).toEqual({
      ok: false,
      refusal: { refusal: 'noSubscription' },
    });
    expect(cancelAtPeriodEnd(plan('expired'), before)).toEqual({
      ok: false,
      refusal: { refusal: 'noSubscription' },
    });
  });
});

describe('resume', () => {
  it('takes a cancel back before the period ends: the plan is active again', () => {
    expect(resume(plan('canceling'), before)).toEqual({ ok: true, value: 'active' });
  });

  it('refuses a canceled plan at or after its period’s end', () => {
    expect(resume(plan('canceling'), periodEnd)).toEqual({ ok: false, refusal: { refusal: 'notResumable' } });
    expect(resume(plan('canceling'), after)).toEqual({ ok: false, refusal: { refusal: 'notResumable' } });
  });

  it('refuses an active plan or one in grace (nothing was canceled)', () => {
    expect(resume(plan('active'), before)).toEqual({ ok: false, refusal: { refusal: 'notResumable' } });
    expect(resume(plan('grace'), after)).toEqual({ ok: false, refusal: { refusal: 'notResumable' } });
  });

  it('with no plan, or an expired one, there is nothing to resume', () => {
    expect(resume(undefined, before)).toEqual({ ok: false, refusal: { refusal: 'noSubscription' } });
    expect(resume(plan('expired'), before)).toEqual({ ok: false, refusal: { refusal: 'noSubscription' } });
  });
});

describe('dueStep', () => {
  it('an active plan renews at its period’s end, not before', () => {
    expect(dueStep(plan('active'), before)).toBe('nothing');
    expect(dueStep(plan('active'), periodEnd)).toBe('renew');
    expect(dueStep(plan('active'), after)).toBe('renew');
  });

  it('a canceling plan expires at its period’s end, not before, and is never charged', () => {
    expect(dueStep(plan('canceling'), before)).toBe('nothing');
    expect(dueStep(plan('canceling'), periodEnd)).toBe('expire');
    expect(dueStep(plan('canceling'), after)).toBe('expire');
  });

  it('a plan in grace retries the renewal until the grace ends, then expires', () => {
    expect(dueStep(plan('grace'), after)).toBe('renew');
    expect(dueStep(plan('grace'), at('2027-07-18T09:59:59.999Z'))).toBe('renew');
    expect(dueStep(plan('grace'), graceEndsAt)).toBe('expire');
    expect(dueStep(plan('grace'), at('2027-07-20T00:00:00.000Z'))).toBe('expire');
  });

  it('an expired plan has nothing more to do', () => {
    expect(dueStep(plan('expired'), before)).toBe('nothing');
    expect(dueStep(plan('expired'), after)).toBe('nothing');
  });
});

describe('renewedPeriod', () => {
  it('follows the old period without a gap, for the plan’s months', () => {
    const next = renewedPeriod(plan('active'));
    expect(iso(next.start)).toBe('2027-07-15T10:00:00.000Z');
    expect(iso(next.end)).toBe('2028-01-15T10:00:00.000Z');
  });

  it('a renewal that succeeds during grace starts at the period’s end, not at the grace’s', () => {
    const next = renewedPeriod(plan('grace'));
    expect(iso(next.start)).toBe('2027-07-15T10:00:00.000Z');
    expect(iso(next.end)).toBe('2028-01-15T10:00:00.000Z');
  });

  it('a year renews for 12 calendar months', () => {
    const next = renewedPeriod(
      plan('active', { months: 12, currentPeriodEnd: at('2027-03-01T00:00:00.000Z') }),
    );
    expect(iso(next.end)).toBe('2028-03-01T00:00:00.000Z');
  });
});

describe('graceEnd', () => {
  it('is counted in 24-hour days from the period’s end', () => {
    expect(iso(graceEnd(plan('active'), 3))).toBe('2027-07-18T10:00:00.000Z');
    expect(iso(graceEnd(plan('active'), 0))).toBe('2027-07-15T10:00:00.000Z');
  });
});

describe('nextRenewalTry', () => {
  it('is a day after the last failure', () => {
    expect(iso(nextRenewalTry(plan('grace'), at('2027-07-15T10:00:00.000Z')))).toBe(
      '2027-07-16T10:00:00.000Z',
    );
  });

  it('is the grace’s end itself when a day later would pass it', () => {
    expect(iso(nextRenewalTry(plan('grace'), at('2027-07-17T18:00:00.000Z')))).toBe(
      '2027-07-18T10:00:00.000Z',
    );
  });

  it('a day that lands exactly on the grace’s end is kept', () => {
    expect(iso(nextRenewalTry(plan('grace'), at('2027-07-17T10:00:00.000Z')))).toBe(
      '2027-07-18T10:00:00.000Z',
    );
  });
});

describe('firstPeriod', () => {
  const now = at('2027-01-05T12:00:00.000Z');

  it('with no trial runs from now for the plan’s months', () => {
    const period = firstPeriod(6, now, undefined);
    expect(iso(period.start)).toBe('2027-01-05T12:00:00.000Z');
    expect(iso(period.end)).toBe('2027-07-05T12:00:00.000Z');
  });

  it('bought during a running trial ends the months after the trial’s end: no trial day is lost', () => {
    const period = firstPeriod(6, now, at('2027-01-15T08:00:00.000Z'));
    expect(iso(period.start)).toBe('2027-01-05T12:00:00.000Z');
    expect(iso(period.end)).toBe('2027-07-15T08:00:00.000Z');
  });

  it('a trial that already ended adds nothing', () => {
    const period = firstPeriod(12, now, at('2027-01-01T00:00:00.000Z'));
    expect(iso(period.end)).toBe('2028-01-05T12:00:00.000Z');
  });
});

describe('renewedPeriod keeps the day of the month', () => {
  it('a plan first ending on the 31st renews on the 31st again after a short month', () => {
    const facts = (end: string): SubscriptionFacts => ({
      status: 'active',
      months: 6,
      anchorDay: 31,
      currentPeriodStart: new Date('2027-08-31T10:00:00.000Z'),
      currentPeriodEnd: new Date(end),
      graceEndsAt: null,
    });
    expect(renewedPeriod(facts('2028-02-29T10:00:00.000Z')).end).toEqual(
      new Date('2028-08-31T10:00:00.000Z'),
    );
    expect(renewedPeriod(facts('2028-08-31T10:00:00.000Z')).end).toEqual(
      new Date('2029-02-28T10:00:00.000Z'),
    );
  });
});
