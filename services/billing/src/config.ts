import { z } from 'zod';
import { loadConfig, type Env } from '@mawadda/kit';

/**
 * The billing service's own variables, beside the platform ones (README: configuration). The
 * trial needs none: its length is the spec's (`TRIAL_DAYS` in contracts), not an operator's
 * choice. The payment provider's keys, the webhook secret and the grace period join this schema
 * with plans and payments (issue 15).
 */
export const billingEnvSchema = z.object({});
export type BillingConfig = z.infer<typeof billingEnvSchema>;

/** Parsed once by the composition root (gateway or `main.ts`), beside the platform's variables. */
export const loadBillingConfig = (env: Env) => loadConfig(billingEnvSchema, env);
