import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ProviderEvent } from '../port.js';

/**
 * The sandbox plays an external provider, so its state lives in its own schema, apart from
 * billing's. No card number, expiry or CVC is stored: a brand, last four and an opaque reference.
 */
export const sandboxSchema = pgSchema('billing_sandbox');

const stamp = (name: string) => timestamp(name, { withTimezone: true });

export const SESSION_STATUSES = ['open', 'challenge', 'succeeded', 'failed'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
export type FailureReason = 'declined' | 'challenge_failed';
/** How later off-session charges of a saved card go (the test card decides it). */
export type Renewals = 'succeed' | 'decline';

/**
 * One hosted checkout of one order. `open` until the member pays; `challenge` while the
 * 3-D Secure-like step waits (the card's brand, last four and renewal behaviour are kept for it);
 * then `succeeded` or `failed`, final.
 */
export const checkoutSessions = sandboxSchema.table(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey(),
    orderId: text('order_id').notNull(),
    orderNumber: text('order_number').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    locale: text('locale').notNull(),
    returnUrl: text('return_url').notNull(),
    status: text('status').$type<SessionStatus>().notNull(),
    failureReason: text('failure_reason').$type<FailureReason>(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    renewals: text('renewals').$type<Renewals>(),
    paymentMethodRef: text('payment_method_ref'),
    paymentRef: text('payment_ref'),
    createdAt: stamp('created_at').notNull(),
    updatedAt: stamp('updated_at').notNull(),
  },
  (t) => [
    check('checkout_sessions_status_check', sql`${t.status} in ('open', 'challenge', 'succeeded', 'failed')`),
    check('checkout_sessions_amount_check', sql`${t.amountMinor} > 0`),
    check('checkout_sessions_last4_check', sql`${t.cardLast4} ~ '^[0-9]{4}$'`),
    index('checkout_sessions_order_idx').on(t.orderId),
  ],
);
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

/** A card saved by a successful checkout, charged again by reference (renewals). */
export const paymentMethods = sandboxSchema.table(
  'payment_methods',
  {
    ref: text('ref').primaryKey(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    renewals: text('renewals').$type<Renewals>().notNull(),
    sessionId: uuid('session_id').notNull(),
    createdAt: stamp('created_at').notNull(),
  },
  (t) => [
    check('payment_methods_renewals_check', sql`${t.renewals} in ('succeed', 'decline')`),
    check('payment_methods_last4_check', sql`${t.last4} ~ '^[0-9]{4}$'`),
  ],
);
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

/**
 * Off-session charges, one per order id (the primary key is the idempotency key): a retried
 * renewal answers the first outcome and never charges twice.
 */
export const savedCharges = sandboxSchema.table(
  'saved_charges',
  {
    orderId: text('order_id').primaryKey(),
    paymentMethodRef: text('payment_method_ref').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    outcome: text('outcome').$type<'succeeded' | 'declined'>().notNull(),
    paymentRef: text('payment_ref'),
    createdAt: stamp('created_at').notNull(),
  },
  (t) => [check('saved_charges_outcome_check', sql`${t.outcome} in ('succeeded', 'declined')`)],
);

/**
 * Money given back of a payment (a checkout's or a saved charge's), one row per idempotency key:
 * a retried refund answers the first one. The sum never exceeds what the payment took.
 */
export const refunds = sandboxSchema.table(
  'refunds',
  {
    key: text('key').primaryKey(),
    id: text('id').notNull().unique(),
    paymentRef: text('payment_ref').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    createdAt: stamp('created_at').notNull(),
  },
  (t) => [
    check('refunds_amount_check', sql`${t.amountMinor} > 0`),
    index('refunds_payment_idx').on(t.paymentRef),
  ],
);

/**
 * The webhooks the sandbox owes billing, written in the same transaction as the outcome they
 * report: a delivery job lost between that commit and its scheduling is scheduled again at start.
 * `delivered_at` is set once billing accepted one.
 */
export const webhookEvents = sandboxSchema.table(
  'webhook_events',
  {
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id').notNull(),
    event: jsonb('event').$type<ProviderEvent>().notNull(),
    createdAt: stamp('created_at').notNull(),
    deliveredAt: stamp('delivered_at'),
  },
  (t) => [
    index('webhook_events_undelivered_idx')
      .on(t.createdAt)
      .where(sql`delivered_at is null`),
  ],
);
