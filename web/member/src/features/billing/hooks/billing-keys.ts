import type { Locale } from '@mawadda/contracts/locale';

/** Billing's reads in the query cache, so an action can put or ask again exactly what it changed. */
export const billingKeys = {
  all: ['billing'] as const,
  me: ['billing', 'me'] as const,
  plans: (locale: Locale) => ['billing', 'plans', locale] as const,
  orders: ['billing', 'orders'] as const,
  order: (id: string) => ['billing', 'order', id] as const,
  receipt: (id: string) => ['billing', 'receipt', id] as const,
};
