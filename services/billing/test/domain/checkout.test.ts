import { describe, expect, it } from 'vitest';
import type { SubscriptionStatus } from '@mawadda/contracts';
import { addDays } from '../../src/domain/calendar.js';
import { planCheckout, type CheckoutFacts } from '../../src/domain/checkout.js';

const at = (iso: string) => new Date(iso);

const start = at('2027-01-01T00:00:00.000Z');
const now = addDays(start, 60);

const sixMonthsRunning = (status: SubscriptionStatus = 'active'): NonNullable<CheckoutFacts['running']> => ({
  planId: 'six_months',
  paidNetMinor: 30_000,
  status,
  months: 6,
  currentPeriodStart: start,
  currentPeriodEnd: addDays(start, 180),
  graceEndsAt: status === 'grace' ? addDays(start, 183) : null,
});

const yearRunning = (status: SubscriptionStatus = 'active'): NonNullable<CheckoutFacts['running']> => ({
  planId: 'one_year',
  paidNetMinor: 48_000,
  status,
  months: 12,
  currentPeriodStart: start,
  currentPeriodEnd: addDays(start, 360),
  graceEndsAt: status === 'grace' ? addDays(start, 363) : null,
});

const sixMonths = { planId: 'six_months', months: 6 };
const oneYear = { planId: 'one_year', months: 12 };

describe('planCheckout', () => {
  it('with nothing running and nothing pending, makes a purchase with no credit', () => {
    expect(planCheckout({ ...oneYear }, now)).toEqual({
      ok: true,
      value: { kind: 'new', orderKind: 'purchase', creditMinor: 0, supersedePending: false },
    });
  });

  it('buying the plan that runs is refused: it renews by itself', () => {
    expect(planCheckout({ ...sixMonths, running: sixMonthsRunning() }, now)).toEqual({
      ok: false,
      refusal: { refusal: 'alreadySubscribed' },
    });
    expect(planCheckout({ ...oneYear, running: yearRunning() }, now)).toEqual({
      ok: false,
      refusal: { refusal: 'alreadySubscribed' },
    });
  });

  it('a canceled plan that still runs is the running plan too', () => {
    expect(planCheckout({ ...sixMonths, running: sixMonthsRunning('canceling') }, now)).toEqual({
      ok: false,
      refusal: { refusal: 'alreadySubscribed' },
    });
    expect(planCheckout({ ...sixMonths, running: yearRunning('canceling') }, now)).toEqual({
      ok: false,
      refusal: { refusal: 'downgradeNotAllowed' },
    });
  });

  it('six months while the year runs is refused as a downgrade', () => {
    expect(planCheckout({ ...sixMonths, running: yearRunning() }, now)).toEqual({
      ok: false,
      refusal: { refusal: 'downgradeNotAllowed' },
    });
  });

  it('the running plan is refused before an open order is reused', () => {
    expect(
      planCheckout({ ...sixMonths, running: sixMonthsRunning(), pending: { planId: 'six_months' } }, now),
    ).toEqual({
      ok: false,
      refusal: { refusal: 'alreadySubscribed' },
    });
  });

  it('the year while six months run is an upgrade credited with the unused part of the six months', () => {
    // 60 of 180 days used: 120/180 of 30,000 fils left.
    expect(planCheckout({ ...oneYear, running: sixMonthsRunning() }, now)).toEqual({
      ok: true,
      value: { kind: 'new', orderKind: 'upgrade', creditMinor: 20_000, supersedePending: false },
    });
  });

  it('the upgrade’s credit rounds down and is everything paid on the first day', () => {
    expect(planCheckout({ ...oneYear, running: sixMonthsRunning() }, addDays(start, 1))).toMatchObject({
      ok: true,
      value: { orderKind: 'upgrade', creditMinor: 29_833 },
    });
    expect(planCheckout({ ...oneYear, running: sixMonthsRunning() }, start)).toMatchObject({
      ok: true,
      value: { orderKind: 'upgrade', creditMinor: 30_000 },
    });
  });

  it('a plan in grace can be bought anew, any plan, as a purchase with no credit', () => {
    const inGrace = addDays(start, 181);
    expect(planCheckout({ ...sixMonths, running: sixMonthsRunning('grace') }, inGrace)).toEqual({
      ok: true,
      value: { kind: 'new', orderKind: 'purchase', creditMinor: 0, supersedePending: false },
    });
    expect(planCheckout({ ...oneYear, running: sixMonthsRunning('grace') }, inGrace)).toEqual({
      ok: true,
      value: { kind: 'new', orderKind: 'purchase', creditMinor: 0, supersedePending: false },
    });
    expect(planCheckout({ ...sixMonths, running: yearRunning('grace') }, addDays(start, 361))).toEqual({
      ok: true,
      value: { kind: 'new', orderKind: 'purchase', creditMinor: 0, supersedePending: false },
    });
  });

  it('an open order for the same plan is answered again: a double click makes one order', () => {
    expect(planCheckout({ ...oneYear, pending: { planId: 'one_year' } }, now)).toEqual({
      ok: true,
      value: { kind: 'reuse' },
    });
    expect(
      planCheckout({ ...oneYear, running: sixMonthsRunning(), pending: { planId: 'one_year' } }, now),
    ).toEqual({
      ok: true,
      value: { kind: 'reuse' },
    });
  });

  it('an open order for another plan is superseded by a new one', () => {
    expect(planCheckout({ ...oneYear, pending: { planId: 'six_months' } }, now)).toEqual({
      ok: true,
      value: { kind: 'new', orderKind: 'purchase', creditMinor: 0, supersedePending: true },
    });
    expect(
      planCheckout(
        { ...sixMonths, running: sixMonthsRunning('grace'), pending: { planId: 'one_year' } },
        now,
      ),
    ).toEqual({
      ok: true,
      value: { kind: 'new', orderKind: 'purchase', creditMinor: 0, supersedePending: true },
    });
  });
});
