/**
 * The saved method billing keeps for renewals is opaque to it; for Stripe it must name both the
 * customer and the payment method (an off-session charge needs the two), joined here.
 */
export const savedMethodRef = (customer: string, paymentMethod: string) => `${customer}/${paymentMethod}`;

export function parseSavedMethodRef(ref: string): { customer: string; paymentMethod: string } | undefined {
  const m = /^(cus_[A-Za-z0-9]+)\/(pm_[A-Za-z0-9_]+)$/.exec(ref);
  return m ? { customer: m[1]!, paymentMethod: m[2]! } : undefined;
}

/** An id of a Stripe object, whether the API expanded it or not. */
export const idOf = (value: string | { id: string } | null | undefined): string | undefined =>
  typeof value === 'string' ? value : (value?.id ?? undefined);
