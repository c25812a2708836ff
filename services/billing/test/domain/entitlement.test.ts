import { describe, expect, it } from 'vitest';
import type { SubscriptionStatus } from '@mawadda/contracts';
import { entitlementAt, sameEntitlement } from '../../src/domain/entitlement.js';
import type { SubscriptionFacts } from '../../src/domain/subscription.js';
import { trialPeriodFrom } from '../../src/domain/trial.js';

const at = (iso: string) => new Date(iso);

const trial = trialPeriodFrom(at('2027-01-01T00:00:00.000Z')); // ends 2027-01-15T00:00Z
const plan = (status: SubscriptionStatus, more: Partial<SubscriptionFacts> = {}): SubscriptionFacts => ({
  status,
  months: 6,
  currentPeriodStart: at('2027-01-20T00:00:00.000Z'),
  currentPeriodEnd: at('2027-07-20T00:00:00.000Z'),
  graceEndsAt: status === 'grace' ? at('2027-07-23T00:00:00.000Z') : null,
  ...more,
});

describe('entitlementAt', () => {
  it('a member who never tried nor bought has none', () => {
    expect(entitlementAt(undefined, undefined, at('2027-01-05T00:00:00.000Z'))).toEqual({
      state: 'none',
      premiumUntil: null,
      source: null,
    });
  });

  it('a running trial entitles until its end', () => {
    expect(entitlementAt(trial, undefined, at('2027-01-14T23:59:59.999Z'))).toEqual({
      state: 'trialing',
      premiumUntil: at('2027-01-15T00:00:00.000Z'),
      source: 'trial',
    });
  });

  it('a trial whose start is stamped a moment ahead of this clock already entitles', () => {
    expect(entitlementAt(trial, undefined, at('2026-12-31T23:59:59.000Z')).source).toBe('trial');
  });

  it('a trial that ended leaves the member expired, from its end exactly', () => {
    expect(entitlementAt(trial, undefined, at('2027-01-15T00:00:00.000Z'))).toEqual({
      state: 'expired',
      premiumUntil: null,
      source: null,
    });
  });

  it('a running plan entitles until its period’s end and beats an ended trial', () => {
    expect(entitlementAt(trial, plan('active'), at('2027-03-01T00:00:00.000Z'))).toEqual({
      state: 'active',
      premiumUntil: at('2027-07-20T00:00:00.000Z'),
      source: 'subscription',
    });
  });

  it('a canceled plan entitles until its period’s end', () => {
    expect(entitlementAt(trial, plan('canceling'), at('2027-07-19T23:59:59.999Z'))).toEqual({
      state: 'canceling',
      premiumUntil: at('2027-07-20T00:00:00.000Z'),
      source: 'subscription',
    });
    expect(entitlementAt(trial, plan('canceling'), at('2027-07-20T00:00:00.000Z'))).toEqual({
      state: 'expired',
      premiumUntil: null,
      source: null,
    });
  });

  it('a plan in grace entitles until the grace ends, not only its period', () => {
    expect(entitlementAt(undefined, plan('grace'), at('2027-07-21T00:00:00.000Z'))).toEqual({
      state: 'grace',
      premiumUntil: at('2027-07-23T00:00:00.000Z'),
      source: 'subscription',
    });
    expect(entitlementAt(undefined, plan('grace'), at('2027-07-23T00:00:00.000Z'))).toEqual({
      state: 'expired',
      premiumUntil: null,
      source: null,
    });
  });

  it('an active plan past its period’s end (the renewal job has not run yet) is not premium', () => {
    expect(entitlementAt(undefined, plan('active'), at('2027-07-20T00:00:00.000Z'))).toEqual({
      state: 'expired',
      premiumUntil: null,
      source: null,
    });
  });

  it('an expired plan gives nothing, and a running trial still does', () => {
    expect(entitlementAt(undefined, plan('expired'), at('2027-03-01T00:00:00.000Z'))).toEqual({
      state: 'expired',
      premiumUntil: null,
      source: null,
    });
    expect(entitlementAt(trial, plan('expired'), at('2027-01-10T00:00:00.000Z'))).toEqual({
      state: 'trialing',
      premiumUntil: at('2027-01-15T00:00:00.000Z'),
      source: 'trial',
    });
  });

  it('a trial ending after the plan wins the later end', () => {
    const shortPlan = plan('canceling', {
      currentPeriodStart: at('2027-01-02T00:00:00.000Z'),
      currentPeriodEnd: at('2027-01-10T00:00:00.000Z'),
    });
    expect(entitlementAt(trial, shortPlan, at('2027-01-05T00:00:00.000Z'))).toEqual({
      state: 'canceling',
      premiumUntil: at('2027-01-15T00:00:00.000Z'),
      source: 'subscription',
    });
  });

  it('a plan bought during the trial, ending after it, wins with its own end', () => {
    const bought = plan('active', {
      currentPeriodStart: at('2027-01-05T00:00:00.000Z'),
      currentPeriodEnd: at('2027-07-15T00:00:00.000Z'),
    });
    expect(entitlementAt(trial, bought, at('2027-01-05T00:00:00.000Z'))).toEqual({
      state: 'active',
      premiumUntil: at('2027-07-15T00:00:00.000Z'),
      source: 'subscription',
    });
  });
});

describe('sameEntitlement', () => {
  const until = { premiumUntil: at('2027-07-20T00:00:00.000Z'), source: 'subscription' as const };

  it('the same end and source is the same answer, even as another Date object', () => {
    expect(
      sameEntitlement(until, { premiumUntil: at('2027-07-20T00:00:00.000Z'), source: 'subscription' }),
    ).toBe(true);
    expect(sameEntitlement({ premiumUntil: null, source: null }, { premiumUntil: null, source: null })).toBe(
      true,
    );
  });

  it('a different end is a change, to the millisecond', () => {
    expect(
      sameEntitlement(until, { premiumUntil: at('2027-07-20T00:00:00.001Z'), source: 'subscription' }),
    ).toBe(false);
  });

  it('a different source with the same end is a change', () => {
    expect(sameEntitlement(until, { premiumUntil: at('2027-07-20T00:00:00.000Z'), source: 'trial' })).toBe(
      false,
    );
  });

  it('losing the entitlement is a change', () => {
    expect(sameEntitlement(until, { premiumUntil: null, source: null })).toBe(false);
    expect(sameEntitlement({ premiumUntil: null, source: null }, until)).toBe(false);
  });
});
