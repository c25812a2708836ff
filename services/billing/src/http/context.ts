import { ADMIN_ROLES, type ApiRouter, type Role } from '@mawadda/kit';
import type { BillingApp } from '../app/context.js';

/** Everything the billing routes share, built once in createBillingService. */
export interface BillingHttp {
  api: ApiRouter;
  app: BillingApp;
}

/**
 * Plans are bought by member accounts: companies are accounts, not candidates, and staff accounts
 * buy nothing (both get 403).
 */
export const MEMBERS: readonly Role[] = ['member'];

/** Prices and plan names are the business's: admins only (moderators look after members, not prices). */
export const PRICING_STAFF: readonly Role[] = ['admin'];

/** Orders, plans and trials of every member: the business's records, admins only (as prices). */
export const ADMINS: readonly Role[] = ADMIN_ROLES;
