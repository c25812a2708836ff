import { z } from 'zod';
import { subscriptionStatusSchema } from './entitlement.js';
import { orderFailureSchema, orderStageSchema, paymentStateSchema } from './orders.js';
import { CURRENCY, planIdSchema } from './plans.js';

/*
 * Billing's staff lists (admins only), in ra-data-simple-rest's form: `GET /api/billing/admin/<resource>`
 * answers an array and `Content-Range: <resource> start-end/total`; `/admin/<resource>/{id}` one row.
 */

/** What made an order: a first plan, an upgrade replacing the running plan, or a renewal charge. */
export const ORDER_KINDS = ['purchase', 'upgrade', 'renewal'] as const;
export const orderKindSchema = z.enum(ORDER_KINDS);
export type OrderKindName = z.infer<typeof orderKindSchema>;

const minor = z.number().int().nonnegative();

/**
 * `GET /api/billing/admin/orders`. `q` matches the order number (`MW-000123` or `123`) or id; the
 * default sort is newest first. `amountMinor` is what VAT was charged on: the price less the
 * upgrade credit.
 */
export const adminOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  memberId: z.string(),
  kind: orderKindSchema,
  planId: planIdSchema,
  months: z.number().int().positive(),
  stage: orderStageSchema,
  payment: paymentStateSchema,
  failure: orderFailureSchema.nullable(),
  currency: z.literal(CURRENCY),
  listPriceMinor: minor,
  priceMinor: minor,
  creditMinor: minor,
  amountMinor: minor,
  vatMinor: minor,
  totalMinor: minor,
  /** The plan the order is about: the one it started once paid, the one it upgrades or renews; null before. */
  subscriptionId: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** The card as the provider described it, once paid; never more than brand and last four. */
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** Everything given back so far, and what is left to give back (0 when it cannot be refunded). */
  refundedMinor: minor,
  refundableMinor: minor,
  /** A chargeback on this payment: `open` wants staff's attention (and holds the member's renewals). */
  dispute: z.enum(['open', 'won', 'lost']).nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/**
 * `GET /api/billing/admin/subscriptions`. `status` is as stored (`active` renews, `canceling` ends
 * at period end, `grace` failed to renew and is retried, `expired`); `running=true` is every status
 * but `expired`, i.e. premium from a plan. `createdAt` is when the plan started.
 */
export const adminSubscriptionSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  planId: planIdSchema,
  months: z.number().int().positive(),
  status: subscriptionStatusSchema,
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  /** The member canceled: the plan ends at `currentPeriodEnd` (status `canceling`). */
  cancelAtPeriodEnd: z.boolean(),
  graceEndsAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;

/**
 * `POST /api/billing/admin/orders/{id}/refund`: give back `amountMinor` fils (at most what is left)
 * through the order's provider, with the reason staff write down (audit-logged). `refundedBefore`
 * is the order's `refundedMinor` as the console showed it: a second click of the same form refunds
 * nothing more, and a form left open while someone else refunded is refused (409 refund_stale).
 */
export const adminRefundRequestSchema = z.object({
  amountMinor: z.number({ error: 'billing.error.refundAmount' }).int('billing.error.refundAmount').positive('billing.error.refundAmount'),
  reason: z
    .string({ error: 'billing.error.refundReason' })
    .trim()
    .min(3, 'billing.error.refundReason')
    .max(500, 'billing.error.refundReason'),
  refundedBefore: z.number().int().nonnegative(),
});
export type AdminRefundRequest = z.infer<typeof adminRefundRequestSchema>;

export const ADMIN_TRIAL_STATUSES = ['active', 'ended'] as const;

/**
 * `GET /api/billing/admin/trials` (resource `trials`); the id is the member's (one trial each, ever).
 * `status` is judged by billing's clock: `active` until `endsAt`, `ended` from then. Filters:
 * `status`, `memberId`; sort: `startedAt` (the default, newest first), `endsAt`, `id`.
 */
export const adminTrialSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  startedAt: z.string(),
  endsAt: z.string(),
  status: z.enum(ADMIN_TRIAL_STATUSES),
});
export type AdminTrial = z.infer<typeof adminTrialSchema>;
