import { z } from 'zod';
import { envInt, loadConfig, type Env } from '@mawadda/kit';

/**
 * The billing service's own variables, beside the platform ones (README: configuration). The
 * trial's length and the plans are not here: the first is the spec's (`TRIAL_DAYS`), the second
 * live in billing's tables where staff edit them.
 */
export const billingEnvSchema = z.object({
  /** The payment provider: the local sandbox (a real provider's adapter joins this list). */
  BILLING_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  /**
   * The secret webhooks are signed with (HMAC-SHA-256). The sandbox signs and checks in the same
   * process, so unset means a random secret per process; a real provider's is required.
   */
  BILLING_WEBHOOK_SECRET: z.string().min(32).optional(),
  /** Days a plan whose renewal failed keeps its rights while the renewal is retried daily. */
  BILLING_GRACE_DAYS: envInt(3, 0, 14),
  /** VAT in basis points (500 = the UAE's 5%). */
  BILLING_VAT_BASIS_POINTS: envInt(500, 0, 10_000),
  /** Minutes after which an unpaid checkout is closed as abandoned (NotPaid). */
  BILLING_ORDER_ABANDON_MINUTES: envInt(30, 1, 24 * 60),
  /** How often the sweep looks for work whose job was lost (ms). Tests shorten it. */
  BILLING_SWEEP_MS: envInt(60_000, 100),
  /** The seller on receipts; unset, the site's name and Dubai in the member's language (domain/seller.ts). */
  BILLING_SELLER_NAME: z.string().min(1).optional(),
  BILLING_SELLER_ADDRESS: z.string().min(1).optional(),
  /** The seller's UAE VAT registration number (TRN), printed on every receipt. */
  BILLING_SELLER_TRN: z
    .string()
    .regex(/^\d{15}$/, 'must be the 15 digits of a UAE TRN')
    .default('100000000000003'),
});
export type BillingConfig = z.infer<typeof billingEnvSchema>;

/** Parsed once by the composition root (gateway or `main.ts`), beside the platform's variables. */
export const loadBillingConfig = (env: Env) => loadConfig(billingEnvSchema, env);
