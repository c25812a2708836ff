import { MAX_DISCOUNT_PERCENT } from '@mawadda/contracts';
import { ok, refused, type Outcome } from '@mawadda/kit';
import type { RefusalOf } from './refusals.js';

/*
 * Price arithmetic, in integer minor units (fils) only: no floating point ever holds money. Every
 * rounding is stated and goes the member's way where there is a choice.
 */

/** Whole percent off the list price, rounded down: the site never claims more than the truth. */
export function discountPercent(listPriceMinor: number, priceMinor: number): number {
  if (listPriceMinor <= 0 || priceMinor >= listPriceMinor) return 0;
  return Math.floor(((listPriceMinor - priceMinor) * 100) / listPriceMinor);
}

/** VAT on a net amount at a rate in basis points (500 = 5%), rounded half up to the fils (UAE FTA practice). */
export function vatOn(netMinor: number, vatBasisPoints: number): number {
  return Math.floor((netMinor * vatBasisPoints + 5_000) / 10_000);
}

/** The "per month" figure: the total spread over the months, rounded down. */
export const perMonth = (totalMinor: number, months: number): number => Math.floor(totalMinor / months);

/**
 * The unused part of a paid period, as credit towards an upgrade: what was paid (before VAT) times
 * the share of the period still ahead, rounded down. Nothing for a period that has ended.
 */
export function unusedCredit(
  paid: { netMinor: number; periodStart: Date; periodEnd: Date },
  now: Date,
): number {
  const total = paid.periodEnd.getTime() - paid.periodStart.getTime();
  const left = paid.periodEnd.getTime() - Math.max(now.getTime(), paid.periodStart.getTime());
  if (total <= 0 || left <= 0) return 0;
  return Math.floor((paid.netMinor * left) / total);
}

export interface OrderPrice {
  listPriceMinor: number;
  priceMinor: number;
  creditMinor: number;
  vatBasisPoints: number;
  vatMinor: number;
  totalMinor: number;
}

/**
 * An order's figures, frozen when it is made: the plan's price less any credit (never below zero:
 * a credit larger than the price is capped at it), VAT on what remains, and the total charged.
 */
export function priceOrder(
  plan: { listPriceMinor: number; priceMinor: number },
  vatBasisPoints: number,
  creditMinor = 0,
): OrderPrice {
  const credit = Math.min(Math.max(0, Math.floor(creditMinor)), plan.priceMinor);
  const net = plan.priceMinor - credit;
  const vatMinor = vatOn(net, vatBasisPoints);
  return {
    listPriceMinor: plan.listPriceMinor,
    priceMinor: plan.priceMinor,
    creditMinor: credit,
    vatBasisPoints,
    vatMinor,
    totalMinor: net + vatMinor,
  };
}

/**
 * A price staff may set: at most the list price, and no deeper than the spec's maximum discount
 * ("Maximum discount: 60%"), so the site's "up to 60%" stays true.
 */
export function checkPlanPrice(price: {
  listPriceMinor: number;
  priceMinor: number;
}): Outcome<void, RefusalOf<'priceAboveList'> | RefusalOf<'discountTooDeep'>> {
  if (price.priceMinor > price.listPriceMinor) return refused({ refusal: 'priceAboveList' });
  // Compared in integers: price × 100 ≥ list × (100 − max).
  if (price.priceMinor * 100 < price.listPriceMinor * (100 - MAX_DISCOUNT_PERCENT)) {
    return refused({ refusal: 'discountTooDeep' });
  }
  return ok(undefined);
}
