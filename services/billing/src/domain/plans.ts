import type { Locale, Plan, PlanId } from '@mawadda/contracts';
import { discountPercent, perMonth, priceOrder } from './money.js';

/** A plan as billing keeps it: prices before VAT, names in the five locales. */
export interface PlanFacts {
  id: PlanId;
  months: number;
  listPriceMinor: number;
  priceMinor: number;
  bestValue: boolean;
  names: Record<Locale, string>;
}

/** The plan as a member sees it in their locale, with the VAT and the totals worked out. */
export function planView(plan: PlanFacts, locale: Locale, vatBasisPoints: number): Plan {
  const price = priceOrder(plan, vatBasisPoints);
  return {
    id: plan.id,
    months: plan.months,
    name: plan.names[locale],
    bestValue: plan.bestValue,
    currency: 'AED',
    listPriceMinor: plan.listPriceMinor,
    priceMinor: plan.priceMinor,
    discountPercent: discountPercent(plan.listPriceMinor, plan.priceMinor),
    vatBasisPoints,
    vatMinor: price.vatMinor,
    totalMinor: price.totalMinor,
    perMonthMinor: perMonth(price.totalMinor, plan.months),
  };
}

/**
 * The plans the service starts with (seeded once; staff change prices and names after): the
 * spec's two, the year labelled Best Value at the spec's maximum discount of 60%.
 */
export const DEFAULT_PLANS: readonly PlanFacts[] = [
  {
    id: 'six_months',
    months: 6,
    listPriceMinor: 60_000,
    priceMinor: 30_000,
    bestValue: false,
    names: { ar: 'ستة أشهر', en: '6 months', ur: 'چھ ماہ', fa: 'شش ماه', tr: '6 ay' },
  },
  {
    id: 'one_year',
    months: 12,
    listPriceMinor: 120_000,
    priceMinor: 48_000,
    bestValue: true,
    names: { ar: 'سنة واحدة', en: '1 year', ur: 'ایک سال', fa: 'یک سال', tr: '1 yıl' },
  },
];
