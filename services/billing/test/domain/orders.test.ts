import { describe, expect, it } from 'vitest';
import type { SubscriptionStatus } from '@mawadda/contracts';
import {
  failsOnDecline,
  failureOnDecline,
  fulfilmentOf,
  isAbandoned,
  orderNumber,
  stageOnPayment,
} from '../../src/domain/orders.js';
import type { SubscriptionFacts } from '../../src/domain/subscription.js';

const at = (iso: string) => new Date(iso);
const MINUTE = 60_000;

describe('stageOnPayment', () => {
  it('a payment moves a Pending order to Processing', () => {
    expect(stageOnPayment('Pending')).toBe('Processing');
  });

  it('a payment that arrives after the order was abandoned or superseded still counts', () => {
    expect(stageOnPayment('NotPaid')).toBe('Processing');
  });

  it('a payment reported again for a paid order changes nothing', () => {
    expect(stageOnPayment('Processing')).toBeNull();
    expect(stageOnPayment('Completed')).toBeNull();
  });
});

describe('failsOnDecline', () => {
  it('a declined payment closes only an order still waiting for one', () => {
    expect(failsOnDecline('Pending')).toBe(true);
    expect(failsOnDecline('Processing')).toBe(false);
    expect(failsOnDecline('Completed')).toBe(false);
    expect(failsOnDecline('NotPaid')).toBe(false);
  });

  it('records why: declined or the challenge failed', () => {
    expect(failureOnDecline('declined')).toBe('declined');
    expect(failureOnDecline('challenge_failed')).toBe('challenge_failed');
  });
});

describe('isAbandoned', () => {
  const createdAt = at('2027-02-01T10:00:00.000Z');
  const limit = 30 * MINUTE;

  it('a Pending order is abandoned once the limit has passed, from the limit itself', () => {
    expect(isAbandoned({ stage: 'Pending', createdAt }, at('2027-02-01T10:30:00.000Z'), limit)).toBe(true);
    expect(isAbandoned({ stage: 'Pending', createdAt }, at('2027-02-01T12:00:00.000Z'), limit)).toBe(true);
  });

  it('is not abandoned a moment before the limit', () => {
    expect(isAbandoned({ stage: 'Pending', createdAt }, at('2027-02-01T10:29:59.999Z'), limit)).toBe(false);
  });

  it('an order that is no longer Pending is never abandoned', () => {
    const late = at('2027-02-02T10:00:00.000Z');
    expect(isAbandoned({ stage: 'Processing', createdAt }, late, limit)).toBe(false);
    expect(isAbandoned({ stage: 'Completed', createdAt }, late, limit)).toBe(false);
    expect(isAbandoned({ stage: 'NotPaid', createdAt }, late, limit)).toBe(false);
  });
});

describe('orderNumber', () => {
  it('is MW- and the sequence, padded to six digits', () => {
    expect(orderNumber(1)).toBe('MW-000001');
    expect(orderNumber(123)).toBe('MW-000123');
    expect(orderNumber(999_999)).toBe('MW-999999');
  });

  it('grows past six digits without truncating', () => {
    expect(orderNumber(1_234_567)).toBe('MW-1234567');
  });
});

describe('fulfilmentOf', () => {
  const now = at('2027-03-10T12:00:00.000Z');
  const running = (status: SubscriptionStatus, months = 6): SubscriptionFacts & { id: string } => ({
    id: 'sub-1',
    status,
    months,
    currentPeriodStart: at('2027-01-10T12:00:00.000Z'),
    currentPeriodEnd: at('2027-07-10T12:00:00.000Z'),
    graceEndsAt: status === 'grace' ? at('2027-07-13T12:00:00.000Z') : null,
  });

  it('a first plan starts now for its months', () => {
    expect(
      fulfilmentOf({ kind: 'purchase', months: 6, replacesSubscriptionId: null }, undefined, undefined, now),
    ).toEqual({
      action: 'start',
      start: now,
      end: at('2027-09-10T12:00:00.000Z'),
      replaces: null,
    });
  });

  it('a plan bought during a running trial ends its months after the trial’s end', () => {
    expect(
      fulfilmentOf(
        { kind: 'purchase', months: 12, replacesSubscriptionId: null },
        undefined,
        at('2027-03-20T08:00:00.000Z'),
        now,
      ),
    ).toEqual({ action: 'start', start: now, end: at('2028-03-20T08:00:00.000Z'), replaces: null });
  });

  it('a trial that ended adds nothing', () => {
    expect(
      fulfilmentOf(
        { kind: 'purchase', months: 6, replacesSubscriptionId: null },
        undefined,
        at('2027-03-01T00:00:00.000Z'),
        now,
      ),
    ).toEqual({ action: 'start', start: now, end: at('2027-09-10T12:00:00.000Z'), replaces: null });
  });

  it('an upgrade replaces the plan it upgrades with a new one from now', () => {
    expect(
      fulfilmentOf(
        { kind: 'upgrade', months: 12, replacesSubscriptionId: 'sub-1' },
        running('active'),
        undefined,
        now,
      ),
    ).toEqual({
      action: 'start',
      start: now,
      end: at('2028-03-10T12:00:00.000Z'),
      replaces: 'sub-1',
    });
  });

  it('an upgrade replaces a canceled plan that still runs', () => {
    expect(
      fulfilmentOf(
        { kind: 'upgrade', months: 12, replacesSubscriptionId: 'sub-1' },
        running('canceling'),
        undefined,
        now,
      ),
    ).toEqual({ action: 'start', start: now, end: at('2028-03-10T12:00:00.000Z'), replaces: 'sub-1' });
  });

  it('a purchase over a plan in grace replaces the unpaid plan, from now', () => {
    const inGrace = at('2027-07-11T09:00:00.000Z');
    expect(
      fulfilmentOf(
        { kind: 'purchase', months: 6, replacesSubscriptionId: null },
        running('grace'),
        undefined,
        inGrace,
      ),
    ).toEqual({
      action: 'start',
      start: inGrace,
      end: at('2028-01-11T09:00:00.000Z'),
      replaces: 'sub-1',
    });
  });

  it('a second payment while a plan runs extends that plan by the order’s months from its period’s end', () => {
    expect(
      fulfilmentOf(
        { kind: 'purchase', months: 6, replacesSubscriptionId: null },
        running('active'),
        undefined,
        now,
      ),
    ).toEqual({
      action: 'extend',
      subscriptionId: 'sub-1',
      end: at('2028-01-10T12:00:00.000Z'),
    });
    expect(
      fulfilmentOf(
        { kind: 'purchase', months: 12, replacesSubscriptionId: null },
        running('active'),
        undefined,
        now,
      ),
    ).toEqual({
      action: 'extend',
      subscriptionId: 'sub-1',
      end: at('2028-07-10T12:00:00.000Z'),
    });
  });

  it('an upgrade paid for another plan than the running one extends the running one', () => {
    expect(
      fulfilmentOf(
        { kind: 'upgrade', months: 12, replacesSubscriptionId: 'sub-0' },
        running('active'),
        undefined,
        now,
      ),
    ).toEqual({ action: 'extend', subscriptionId: 'sub-1', end: at('2028-07-10T12:00:00.000Z') });
  });

  it('an expired plan is ignored: a new plan starts (after a running trial)', () => {
    expect(
      fulfilmentOf(
        { kind: 'purchase', months: 6, replacesSubscriptionId: null },
        running('expired'),
        undefined,
        now,
      ),
    ).toEqual({
      action: 'start',
      start: now,
      end: at('2027-09-10T12:00:00.000Z'),
      replaces: null,
    });
    expect(
      fulfilmentOf(
        { kind: 'upgrade', months: 12, replacesSubscriptionId: 'sub-1' },
        running('expired'),
        at('2027-03-12T12:00:00.000Z'),
        now,
      ),
    ).toEqual({ action: 'start', start: now, end: at('2028-03-12T12:00:00.000Z'), replaces: null });
  });
});

describe('fulfilmentOf, an upgrade during the trial', () => {
  it('keeps the trial days: the year counts from the trial end, as if bought directly', () => {
    const trialEnd = at('2027-01-15T00:00:00.000Z');
    const running: SubscriptionFacts & { id: string } = {
      id: 's1',
      status: 'active',
      months: 6,
      currentPeriodStart: at('2027-01-05T00:00:00.000Z'),
      currentPeriodEnd: at('2027-07-15T00:00:00.000Z'),
      graceEndsAt: null,
    };
    const now = at('2027-01-05T01:00:00.000Z');
    const step = fulfilmentOf(
      { kind: 'upgrade', months: 12, replacesSubscriptionId: 's1' },
      running,
      trialEnd,
      now,
    );
    expect(step).toEqual({
      action: 'start',
      start: now,
      end: at('2028-01-15T00:00:00.000Z'),
      replaces: 's1',
    });
  });
});
