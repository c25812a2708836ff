import { z } from 'zod';
import { LOCALES } from '../locale.js';
import { oneLine } from '../rules.js';

/**
 * The spec's free trial: "Free trial: 14 days" (every premium feature, no payment details asked).
 * The site says how long it lasts from this constant, and billing starts trials of this length.
 */
export const TRIAL_DAYS = 14;

/** The spec's two plans ("6 months and 1 year"; the year is Best Value). */
export const PLAN_IDS = ['six_months', 'one_year'] as const;
export const planIdSchema = z.enum(PLAN_IDS);
export type PlanId = z.infer<typeof planIdSchema>;

/** "Maximum discount: 60%" (spec §9): staff cannot price a plan further below its list price. */
export const MAX_DISCOUNT_PERCENT = 60;
/** Money is integer minor units (fils) of one currency (DESIGN §3). */
export const CURRENCY = 'AED';

const minor = z.number().int().nonnegative();

/**
 * `GET /api/billing/plans`: a plan as a member sees it, in their locale. Prices are in minor units
 * (fils): `priceMinor` is what the plan costs before VAT, `listPriceMinor` the undiscounted price
 * beside it, `vatMinor` the VAT on the price, `totalMinor` what is charged.
 */
export const planSchema = z.object({
  id: planIdSchema,
  months: z.number().int().positive(),
  /** The plan's name in the requested locale. */
  name: z.string(),
  bestValue: z.boolean(),
  currency: z.literal(CURRENCY),
  listPriceMinor: minor,
  priceMinor: minor,
  /** Whole percent off the list price (at most MAX_DISCOUNT_PERCENT). */
  discountPercent: z.number().int().min(0).max(MAX_DISCOUNT_PERCENT),
  /** VAT rate in basis points (500 = 5%). */
  vatBasisPoints: z.number().int().nonnegative(),
  vatMinor: minor,
  totalMinor: minor,
  /** `totalMinor` spread over the months, rounded down: the "per month" line. */
  perMonthMinor: minor,
});
export type Plan = z.infer<typeof planSchema>;

export const plansResponseSchema = z.object({
  items: z.array(planSchema),
  locale: z.enum(LOCALES),
});
export type PlansResponse = z.infer<typeof plansResponseSchema>;

/** The plan's name in each of the five locales, as staff edit it. */
export const planNamesSchema = z.object({
  ar: oneLine(z.string().trim().min(1).max(80)),
  en: oneLine(z.string().trim().min(1).max(80)),
  ur: oneLine(z.string().trim().min(1).max(80)),
  fa: oneLine(z.string().trim().min(1).max(80)),
  tr: oneLine(z.string().trim().min(1).max(80)),
});

/**
 * `PUT /api/billing/admin/plans/{id}` (staff): the list price, the price and the names. The price
 * must be at most the list price and at least (100 − MAX_DISCOUNT_PERCENT)% of it; a change applies
 * to orders created after it (an open order keeps its price).
 */
export const planUpdateSchema = z.object({
  listPriceMinor: z.number().int().positive().max(100_000_000),
  priceMinor: z.number().int().positive().max(100_000_000),
  names: planNamesSchema,
});
export type PlanUpdate = z.infer<typeof planUpdateSchema>;

/** A plan as staff see it (every locale's name; no per-member figure). */
export const adminPlanSchema = planSchema.omit({ name: true }).extend({
  names: planNamesSchema,
  updatedAt: z.string(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;
