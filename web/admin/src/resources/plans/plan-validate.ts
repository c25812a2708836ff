import { LOCALES, MAX_DISCOUNT_PERCENT, planUpdateSchema, type PlanUpdate } from '@mawadda/contracts';

type Errors = { listPriceMinor?: string; priceMinor?: string; names?: Record<string, string> };

const isAmount = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 100_000_000;

/**
 * The plan rules the API enforces (spec §9), as catalogue keys: positive amounts, the price at
 * most the list price and at most MAX_DISCOUNT_PERCENT below it, a name in every locale.
 */
export function validatePlan(values: Record<string, unknown>): Errors {
  const errors: Errors = {};
  const { listPriceMinor: list, priceMinor: price } = values;
  if (!isAmount(list)) errors.listPriceMinor = 'mw.billing.amountInvalid';
  if (!isAmount(price)) errors.priceMinor = 'mw.billing.amountInvalid';
  else if (isAmount(list) && price > list) errors.priceMinor = 'mw.billing.priceAboveList';
  else if (isAmount(list) && price * 100 < list * (100 - MAX_DISCOUNT_PERCENT))
    errors.priceMinor = 'mw.billing.discountTooDeep';
  const names = (values.names ?? {}) as Record<string, unknown>;
  for (const locale of LOCALES) {
    const name = names[locale];
    if (typeof name !== 'string' || !name.trim() || name.trim().length > 80)
      (errors.names ??= {})[locale] = 'mw.billing.nameRequired';
  }
  return errors;
}

/** The `PUT` body: exactly `{ listPriceMinor, priceMinor, names }`. */
export function toPlanUpdate(values: Record<string, unknown>): PlanUpdate | Record<string, unknown> {
  const result = planUpdateSchema.safeParse(values);
  return result.success ? result.data : values;
}
