import { z } from 'zod';
import { envInt, loadConfig, type Env } from '@mawadda/kit';

/**
 * The billing service's own variables, beside the platform ones (README: configuration). The
 * trial's length and the plans are not here: the first is the spec's (`TRIAL_DAYS`), the second
 * live in billing's tables where staff edit them.
 */
/** An empty variable is an unset one (compose passes `${STRIPE_SECRET_KEY:-}` on the sandbox). */
const unsetIfEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const billingVariables = z.object({
  /** Repeated from the platform's schema: production refuses the sandbox unless it is chosen. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * The payment provider: the local `sandbox` (the default outside production; in production only
   * when set on purpose, and then every checkout page says "test mode"), or `stripe`.
   */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
  /**
   * The secret the sandbox signs its webhooks with (HMAC-SHA-256). The sandbox signs and checks in
   * the same process, so unset means a random secret per process.
   */
  BILLING_WEBHOOK_SECRET: z.string().min(32).optional(),
  /** Stripe's secret API key (`sk_live_…`, `sk_test_…` or a restricted `rk_…`); never logged. */
  STRIPE_SECRET_KEY: unsetIfEmpty(
    z.string().regex(/^(sk|rk)_(live|test)_[A-Za-z0-9]+$/, 'must be a Stripe secret key (sk_live_…, sk_test_… or rk_…)'),
  ),
  /** The signing secret of the webhook endpoint (`whsec_…`, from the Stripe dashboard); never logged. */
  STRIPE_WEBHOOK_SECRET: unsetIfEmpty(
    z.string().regex(/^whsec_[A-Za-z0-9+/=]+$/, 'must be a Stripe webhook signing secret (whsec_…)'),
  ),
  /**
   * Where the Stripe library sends its requests, for stripe-mock in tests
   * (`http://127.0.0.1:22111`); unset, Stripe's own API.
   */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
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

/**
 * The provider's variables checked together: Stripe needs both its secrets, and production never
 * falls back to the sandbox by default (a site that takes no money must say so on purpose).
 */
export const billingEnvSchema = billingVariables
  .superRefine((c, ctx) => {
    if (c.NODE_ENV === 'production' && c.PAYMENT_PROVIDER === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message:
          'must be set in production: stripe (with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET), or sandbox on purpose (test mode, no real money)',
      });
    if (c.PAYMENT_PROVIDER === 'stripe')
      for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const)
        if (!c[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required when PAYMENT_PROVIDER=stripe' });
    if (c.NODE_ENV === 'production' && c.PAYMENT_PROVIDER === 'stripe' && c.STRIPE_API_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_API_URL'],
        message: 'is for stripe-mock in tests; production talks to Stripe itself',
      });
  })
  .transform((c) => ({ ...c, PAYMENT_PROVIDER: c.PAYMENT_PROVIDER ?? ('sandbox' as const) }));
export type BillingConfig = z.output<typeof billingEnvSchema>;

/** Parsed once by the composition root (gateway or `main.ts`), beside the platform's variables. */
export const loadBillingConfig = (env: Env) => loadConfig(billingEnvSchema, env);
