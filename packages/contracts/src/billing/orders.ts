import { z } from 'zod';
import { CURRENCY, PLAN_IDS, planIdSchema } from './plans.js';

/**
 * The spec's order stages as they fit a digital plan (README): Pending, Processing (paid, plan
 * being applied), Completed (plan runs), NotPaid (failed or abandoned). Ordered, Shipping and
 * Deliverd have nothing to describe for a plan and are not used.
 */
export const ORDER_STAGES = ['Pending', 'Processing', 'Completed', 'NotPaid'] as const;
export const orderStageSchema = z.enum(ORDER_STAGES);
export type OrderStage = z.infer<typeof orderStageSchema>;

/** The spec's payment states, and what a refund makes of a paid order (whole or in part). */
export const PAYMENT_STATES = ['Paid', 'NotPaid', 'Refunded', 'PartlyRefunded'] as const;
export const paymentStateSchema = z.enum(PAYMENT_STATES);
export type PaymentState = z.infer<typeof paymentStateSchema>;

/** Why an order ended NotPaid. */
export const ORDER_FAILURES = ['declined', 'challenge_failed', 'abandoned', 'superseded'] as const;
export const orderFailureSchema = z.enum(ORDER_FAILURES);
export type OrderFailure = z.infer<typeof orderFailureSchema>;

const minor = z.number().int().nonnegative();

/** An order as its member (and staff) see it. Prices are frozen when the order is made. */
export const orderSchema = z.object({
  id: z.string(),
  /** The human order number printed on the receipt (`MW-000123`). */
  number: z.string(),
  planId: planIdSchema,
  months: z.number().int().positive(),
  stage: orderStageSchema,
  payment: paymentStateSchema,
  currency: z.literal(CURRENCY),
  listPriceMinor: minor,
  priceMinor: minor,
  /** The unused part of the plan this order upgrades, taken off the price (0 otherwise). */
  creditMinor: minor,
  vatBasisPoints: z.number().int().nonnegative(),
  vatMinor: minor,
  totalMinor: minor,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  failure: orderFailureSchema.nullable(),
  /** The card as the provider described it (brand and last four digits), once paid. */
  card: z.object({ brand: z.string(), last4: z.string().regex(/^\d{4}$/) }).nullable(),
  /** Where to pay while the order is `Pending`; null after. */
  checkoutUrl: z.string().nullable(),
  /** Everything given back of the payment so far (0: nothing). */
  refundedMinor: minor,
});
export type Order = z.infer<typeof orderSchema>;

/** `GET /api/billing/orders`: newest first; `next` pages towards older orders. */
export const orderListSchema = z.object({
  items: z.array(orderSchema),
  next: z.string().nullable(),
});
export type OrderList = z.infer<typeof orderListSchema>;

/** `POST /api/billing/checkout`: no plan, or one that does not exist, is the spec's "please select a plan first". */
export const checkoutRequestSchema = z.object({
  planId: z.enum(PLAN_IDS, { error: 'billing.error.selectPlan' }),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/**
 * The order to pay and where to pay it. A second checkout for the same plan while the first is
 * still `Pending` (a double click) answers the same order (200 instead of 201).
 */
export const checkoutResponseSchema = z.object({
  order: orderSchema,
  checkoutUrl: z.string(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** `GET /api/billing/orders/{id}/receipt`: a paid order, with who sold it (VAT registration). */
export const receiptSchema = z.object({
  order: orderSchema,
  seller: z.object({
    name: z.string(),
    address: z.string(),
    /** The UAE VAT registration number (TRN). */
    vatNumber: z.string(),
  }),
  /** The member's name as the account has it, for the bill-to line. */
  billedTo: z.string().nullable(),
  /** Each refund of this order, oldest first (the order's `refundedMinor` is their sum). */
  refunds: z.array(z.object({ amountMinor: minor, at: z.string() })),
});
export type Receipt = z.infer<typeof receiptSchema>;
