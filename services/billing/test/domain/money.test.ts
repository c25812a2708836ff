import { describe, expect, it } from 'vitest';
import { MAX_DISCOUNT_PERCENT } from '@mawadda/contracts';
import { addDays } from '../../src/domain/calendar.js';
import {
  checkPlanPrice,
  discountPercent,
  perMonth,
  priceOrder,
  unusedCredit,
  vatOn,
} from '../../src/domain/money.js';

const at = (iso: string) => new Date(iso);
const UAE_VAT = 500;

describe('discountPercent', () => {
  it('is the whole percent off the list price', () => {
    expect(discountPercent(60_000, 30_000)).toBe(50);
    expect(discountPercent(120_000, 48_000)).toBe(60);
    expect(discountPercent(10_000, 0)).toBe(100);
  });

  it('rounds down, so the site never claims more off than the truth', () => {
    // 33.33…% off
    expect(discountPercent(30_000, 20_000)).toBe(33);
    // 59.99…% off (1 fils short of 60%) is shown as 59%
    expect(discountPercent(120_000, 48_001)).toBe(59);
    // 0.99…% off is no discount at all
    expect(discountPercent(10_000, 9_901)).toBe(0);
  });

  it('is 0 for a list price of 0 (no division by zero)', () => {
    expect(discountPercent(0, 0)).toBe(0);
    expect(discountPercent(0, 5_000)).toBe(0);
  });

  it('is 0 when the price is the list price or above it', () => {
    expect(discountPercent(60_000, 60_000)).toBe(0);
    expect(discountPercent(60_000, 70_000)).toBe(0);
  });
});

describe('vatOn (5% = 500 basis points, half up to the fils)', () => {
  it('is exact on whole amounts', () => {
    expect(vatOn(30_000, UAE_VAT)).toBe(1_500);
    expect(vatOn(48_000, UAE_VAT)).toBe(2_400);
    expect(vatOn(0, UAE_VAT)).toBe(0);
  });

  it('rounds below half a fils down: 1 fils carries no VAT', () => {
    expect(vatOn(1, UAE_VAT)).toBe(0);
    expect(vatOn(9, UAE_VAT)).toBe(0); // 0.45
  });

  it('rounds exactly half a fils up', () => {
    expect(vatOn(10, UAE_VAT)).toBe(1); // 0.5
    expect(vatOn(29_990, UAE_VAT)).toBe(1_500); // 1,499.5
    expect(vatOn(29_970, UAE_VAT)).toBe(1_499); // 1,498.5
  });

  it('rounds above half a fils up and below half down', () => {
    expect(vatOn(11, UAE_VAT)).toBe(1); // 0.55
    expect(vatOn(29_989, UAE_VAT)).toBe(1_499); // 1,499.45
  });

  it('is nothing at a 0% rate', () => {
    expect(vatOn(30_000, 0)).toBe(0);
  });
});

describe('priceOrder', () => {
  const sixMonths = { listPriceMinor: 60_000, priceMinor: 30_000 };

  it('without credit charges the price plus 5% VAT', () => {
    expect(priceOrder(sixMonths, UAE_VAT)).toEqual({
      listPriceMinor: 60_000,
      priceMinor: 30_000,
      creditMinor: 0,
      vatBasisPoints: 500,
      vatMinor: 1_500,
      totalMinor: 31_500,
    });
  });

  it('takes a credit off the price before VAT is worked out', () => {
    expect(priceOrder({ listPriceMinor: 120_000, priceMinor: 48_000 }, UAE_VAT, 20_010)).toEqual({
      listPriceMinor: 120_000,
      priceMinor: 48_000,
      creditMinor: 20_010,
      vatBasisPoints: 500,
      vatMinor: 1_400, // 5% of 27,990 = 1,399.5, half up
      totalMinor: 29_390,
    });
  });

  it('a credit larger than the price is capped: nothing is refunded by an order', () => {
    expect(priceOrder(sixMonths, UAE_VAT, 45_000)).toEqual({
      listPriceMinor: 60_000,
      priceMinor: 30_000,
      creditMinor: 30_000,
      vatBasisPoints: 500,
      vatMinor: 0,
      totalMinor: 0,
    });
  });

  it('a negative credit is ignored: it never raises the price', () => {
    const order = priceOrder(sixMonths, UAE_VAT, -5_000);
    expect(order.creditMinor).toBe(0);
    expect(order.totalMinor).toBe(31_500);
  });

  it('a fractional credit is rounded down to the fils', () => {
    const order = priceOrder(sixMonths, UAE_VAT, 999.9);
    expect(order.creditMinor).toBe(999);
    expect(order.vatMinor).toBe(1_450); // 5% of 29,001 = 1,450.05
    expect(order.totalMinor).toBe(30_451);
  });
});

describe('perMonth', () => {
  it('spreads the total over the months', () => {
    expect(perMonth(31_500, 6)).toBe(5_250);
    expect(perMonth(50_400, 12)).toBe(4_200);
  });

  it('rounds down', () => {
    expect(perMonth(100, 3)).toBe(33);
    expect(perMonth(50_411, 12)).toBe(4_200);
  });
});

describe('unusedCredit', () => {
  const periodStart = at('2027-01-01T00:00:00.000Z');
  const periodEnd = addDays(periodStart, 180);
  const paid = { netMinor: 30_000, periodStart, periodEnd };

  it('is everything paid at the period’s start', () => {
    expect(unusedCredit(paid, periodStart)).toBe(30_000);
  });

  it('is the share of the period still ahead', () => {
    expect(unusedCredit(paid, addDays(periodStart, 45))).toBe(22_500);
    expect(unusedCredit(paid, addDays(periodStart, 90))).toBe(15_000);
    expect(unusedCredit(paid, addDays(periodStart, 120))).toBe(10_000);
  });

  it('rounds down to the fils', () => {
    // 30,000 × 179 / 180 = 29,833.33…
    expect(unusedCredit(paid, addDays(periodStart, 1))).toBe(29_833);
    // 1 ms before the end is worth nothing whole
    expect(unusedCredit(paid, new Date(periodEnd.getTime() - 1))).toBe(0);
  });

  it('is nothing at the period’s end or after it', () => {
    expect(unusedCredit(paid, periodEnd)).toBe(0);
    expect(unusedCredit(paid, addDays(periodEnd, 30))).toBe(0);
  });

  it('before the period starts is never more than was paid', () => {
    expect(unusedCredit(paid, addDays(periodStart, -10))).toBe(30_000);
  });

  it('is nothing for an empty or reversed period', () => {
    expect(unusedCredit({ netMinor: 30_000, periodStart, periodEnd: periodStart }, periodStart)).toBe(0);
    expect(
      unusedCredit({ netMinor: 30_000, periodStart: periodEnd, periodEnd: periodStart }, periodStart),
    ).toBe(0);
  });
});

describe('checkPlanPrice (spec §9: maximum discount 60%)', () => {
  it('the maximum discount is the spec’s 60%', () => {
    expect(MAX_DISCOUNT_PERCENT).toBe(60);
  });

  it('accepts exactly 60% off', () => {
    expect(checkPlanPrice({ listPriceMinor: 120_000, priceMinor: 48_000 })).toEqual({
      ok: true,
      value: undefined,
    });
  });

  it('refuses anything deeper than 60%, even by one fils (60.0008% off)', () => {
    expect(checkPlanPrice({ listPriceMinor: 120_000, priceMinor: 47_999 })).toEqual({
      ok: false,
      refusal: { refusal: 'discountTooDeep' },
    });
    expect(checkPlanPrice({ listPriceMinor: 120_000, priceMinor: 0 })).toEqual({
      ok: false,
      refusal: { refusal: 'discountTooDeep' },
    });
  });

  it('compares in whole fils where 40% of the list is not a whole amount (list 3: price 1 refused, list 5: price 2 accepted)', () => {
    expect(checkPlanPrice({ listPriceMinor: 3, priceMinor: 1 }).ok).toBe(false);
    expect(checkPlanPrice({ listPriceMinor: 5, priceMinor: 2 }).ok).toBe(true);
  });

  it('accepts a smaller discount and the list price itself', () => {
    expect(checkPlanPrice({ listPriceMinor: 60_000, priceMinor: 30_000 }).ok).toBe(true);
    expect(checkPlanPrice({ listPriceMinor: 60_000, priceMinor: 60_000 }).ok).toBe(true);
  });

  it('refuses a price above the list price', () => {
    expect(checkPlanPrice({ listPriceMinor: 60_000, priceMinor: 60_001 })).toEqual({
      ok: false,
      refusal: { refusal: 'priceAboveList' },
    });
  });
});
