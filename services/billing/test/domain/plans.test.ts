import { describe, expect, it } from 'vitest';
import { LOCALES } from '@mawadda/contracts';
import { DEFAULT_PLANS, planView } from '../../src/domain/plans.js';

const UAE_VAT = 500;
const plan = (id: string) => DEFAULT_PLANS.find((p) => p.id === id)!;

describe('DEFAULT_PLANS (spec §9: 6 months and 1 year)', () => {
  it('are the spec’s two plans, six months and a year', () => {
    expect(DEFAULT_PLANS.map((p) => [p.id, p.months])).toEqual([
      ['six_months', 6],
      ['one_year', 12],
    ]);
  });

  it('only the year is labelled Best Value', () => {
    expect(DEFAULT_PLANS.filter((p) => p.bestValue).map((p) => p.id)).toEqual(['one_year']);
  });

  it('have a name in each of the five locales', () => {
    for (const p of DEFAULT_PLANS) {
      for (const locale of LOCALES) expect(p.names[locale].trim()).not.toBe('');
    }
  });
});

describe('planView', () => {
  it('six months in English: 300 AED (from 600), 50% off, 15 VAT, 315 in all, 52.50 a month', () => {
    expect(planView(plan('six_months'), 'en', UAE_VAT)).toEqual({
      id: 'six_months',
      months: 6,
      name: '6 months',
      bestValue: false,
      currency: 'AED',
      listPriceMinor: 60_000,
      priceMinor: 30_000,
      discountPercent: 50,
      vatBasisPoints: 500,
      vatMinor: 1_500,
      totalMinor: 31_500,
      perMonthMinor: 5_250,
    });
  });

  it('one year in English: 480 AED (from 1,200), 60% off, 24 VAT, 504 in all, 42 a month, Best Value', () => {
    expect(planView(plan('one_year'), 'en', UAE_VAT)).toEqual({
      id: 'one_year',
      months: 12,
      name: '1 year',
      bestValue: true,
      currency: 'AED',
      listPriceMinor: 120_000,
      priceMinor: 48_000,
      discountPercent: 60,
      vatBasisPoints: 500,
      vatMinor: 2_400,
      totalMinor: 50_400,
      perMonthMinor: 4_200,
    });
  });

  it('in Arabic the figures are the same and the names are Arabic', () => {
    expect(planView(plan('six_months'), 'ar', UAE_VAT)).toEqual({
      ...planView(plan('six_months'), 'en', UAE_VAT),
      name: 'ستة أشهر',
    });
    expect(planView(plan('one_year'), 'ar', UAE_VAT)).toEqual({
      ...planView(plan('one_year'), 'en', UAE_VAT),
      name: 'سنة واحدة',
    });
  });

  it('names the plan in the member’s locale', () => {
    expect(LOCALES.map((locale) => planView(plan('one_year'), locale, UAE_VAT).name)).toEqual([
      'سنة واحدة',
      '1 year',
      'ایک سال',
      'یک سال',
      '1 yıl',
    ]);
    expect(LOCALES.map((locale) => planView(plan('six_months'), locale, UAE_VAT).name)).toEqual([
      'ستة أشهر',
      '6 months',
      'چھ ماہ',
      'شش ماه',
      '6 ay',
    ]);
  });

  it('works the VAT and the per-month figure out at the rate given', () => {
    const noVat = planView(plan('one_year'), 'en', 0);
    expect([noVat.vatMinor, noVat.totalMinor, noVat.perMonthMinor]).toEqual([0, 48_000, 4_000]);
  });

  it('a staff price whose total does not divide by the months shows per month rounded down', () => {
    const view = planView({ ...plan('six_months'), priceMinor: 29_990 }, 'en', UAE_VAT);
    // 29,990 + 1,500 (1,499.5 half up) = 31,490; 31,490 / 6 = 5,248.33…
    expect([view.vatMinor, view.totalMinor, view.perMonthMinor, view.discountPercent]).toEqual([
      1_500, 31_490, 5_248, 50,
    ]);
  });
});
