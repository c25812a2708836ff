import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  Locale,
  OrderFailure,
  OrderStage,
  PaymentState,
  PlanId,
  SubscriptionStatus,
} from '@mawadda/contracts';
import { platformTables } from '@mawadda/kit';
import type { OrderKind } from '../domain/orders.js';
import type { DisputeStatus } from '../domain/refunds.js';

/** Everything the billing service owns lives in the `billing` schema (DESIGN §3). */
export const billingSchema = pgSchema('billing');
export const platform = platformTables(billingSchema);
export const { outbox, inbox, deadLetters, relayLease } = platform;

const stamp = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Billing's copy of each account from auth's `member.registered`: whether it may buy (individuals),
 * the keyed digest of its phone (the once-per-phone trial rule) and the name on receipts.
 */
export const members = billingSchema.table('members', {
  memberId: uuid('member_id').primaryKey(),
  kind: text('kind').$type<'individual' | 'company'>().notNull(),
  fullName: text('full_name').notNull(),
  phoneKey: text('phone_key'),
  locale: text('locale').$type<Locale>().notNull(),
  registeredAt: stamp('registered_at').notNull(),
});
export type MemberRow = typeof members.$inferSelect;

/**
 * The free trial: one row per member, ever (the primary key), so a second start is a no-op
 * whatever path it comes by. `ended_at` and the reminder stamps make the jobs' effects happen once.
 */
export const trials = billingSchema.table(
  'trials',
  {
    memberId: uuid('member_id').primaryKey(),
    startedAt: stamp('started_at').notNull(),
    endsAt: stamp('ends_at').notNull(),
    remindedAt: jsonb('reminded_at').$type<Record<string, string>>().notNull().default({}),
    endedAt: stamp('ended_at'),
  },
  // Staff's count of running trials (ends_at after now) and the list by start.
  (t) => [index('trials_ends').on(t.endsAt), index('trials_started').on(t.startedAt)],
);
export type TrialRow = typeof trials.$inferSelect;

/**
 * Phone numbers (as auth's keyed digest, never the number) that have had a trial. Kept after the
 * account's erasure, by design: it holds no number, and without it deleting the account would be
 * the way to a second trial (README, SECURITY.md).
 */
export const trialPhones = billingSchema.table('trial_phones', {
  phoneKey: text('phone_key').primaryKey(),
  claimedAt: stamp('claimed_at').notNull(),
});

/** The plans, their prices before VAT and their names; staff edit them in the console. */
export const plans = billingSchema.table('plans', {
  id: text('id').$type<PlanId>().primaryKey(),
  months: integer('months').notNull(),
  listPriceMinor: integer('list_price_minor').notNull(),
  priceMinor: integer('price_minor').notNull(),
  bestValue: boolean('best_value').notNull(),
  names: jsonb('names').$type<Record<Locale, string>>().notNull(),
  updatedAt: stamp('updated_at').notNull(),
});
export type PlanRow = typeof plans.$inferSelect;

/**
 * A member's paid plans. At most one not expired per member (the partial unique index): a second
 * checkout can never leave two plans running.
 */
export const subscriptions = billingSchema.table(
  'subscriptions',
  {
    id: uuid('id').primaryKey(),
    memberId: uuid('member_id').notNull(),
    planId: text('plan_id').$type<PlanId>().notNull(),
    months: integer('months').notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    startedAt: stamp('started_at').notNull(),
    currentPeriodStart: stamp('current_period_start').notNull(),
    currentPeriodEnd: stamp('current_period_end').notNull(),
    /** The day of the month the first period ended on; renewals end on it (clamped in short months). */
    anchorDay: integer('anchor_day').notNull(),
    graceEndsAt: stamp('grace_ends_at'),
    /** What the current period cost before VAT: the base of an upgrade's credit. */
    paidNetMinor: integer('paid_net_minor').notNull(),
    /** The provider's saved method for renewals (an opaque reference). */
    paymentMethodRef: text('payment_method_ref'),
    /** Renewal tries of the current period (each is its own order, the provider's idempotency key). */
    renewalTries: integer('renewal_tries').notNull().default(0),
    endedAt: stamp('ended_at'),
  },
  (t) => [
    uniqueIndex('subscriptions_one_running')
      .on(t.memberId)
      .where(sql`status <> 'expired'`),
    index('subscriptions_member').on(t.memberId, t.startedAt),
    index('subscriptions_due')
      .on(t.currentPeriodEnd)
      .where(sql`status <> 'expired'`),
    // Staff's lists and the dashboard's counts by status.
    index('subscriptions_status').on(t.status, t.startedAt),
  ],
);
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * Orders, their frozen prices and their stage. At most one Pending per member (the partial unique
 * index): a double-clicked checkout makes one order. No card number is ever stored: the brand and
 * last four digits the provider reports, and its opaque references.
 */
export const orders = billingSchema.table(
  'orders',
  {
    id: uuid('id').primaryKey(),
    seq: serial('seq').notNull().unique(),
    memberId: uuid('member_id').notNull(),
    kind: text('kind').$type<OrderKind>().notNull(),
    planId: text('plan_id').$type<PlanId>().notNull(),
    months: integer('months').notNull(),
    stage: text('stage').$type<OrderStage>().notNull(),
    payment: text('payment').$type<PaymentState>().notNull(),
    listPriceMinor: integer('list_price_minor').notNull(),
    priceMinor: integer('price_minor').notNull(),
    creditMinor: integer('credit_minor').notNull(),
    vatBasisPoints: integer('vat_basis_points').notNull(),
    vatMinor: integer('vat_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    /** The plan an upgrade replaces, or the plan a renewal renews. */
    subscriptionId: uuid('subscription_id'),
    /** For a renewal: the period it pays for and which try it is (one order per try). */
    renewalOf: text('renewal_of'),
    createdAt: stamp('created_at').notNull(),
    paidAt: stamp('paid_at'),
    failure: text('failure').$type<OrderFailure>(),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id'),
    checkoutUrl: text('checkout_url'),
    paymentRef: text('payment_ref'),
    paymentMethodRef: text('payment_method_ref'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** Everything given back of this order's payment so far (fils); 0 when nothing was. */
    refundedMinor: integer('refunded_minor').notNull().default(0),
    /** A chargeback: `open` flags the order for staff and holds the member's renewals. */
    disputeStatus: text('dispute_status').$type<DisputeStatus>(),
    disputeRef: text('dispute_ref'),
    /** When the dispute's status last changed (an older event about it changes nothing). */
    disputeAt: stamp('dispute_at'),
  },
  (t) => [
    uniqueIndex('orders_one_pending')
      .on(t.memberId)
      .where(sql`stage = 'Pending'`),
    uniqueIndex('orders_renewal_try').on(t.renewalOf),
    index('orders_member').on(t.memberId, t.createdAt),
    index('orders_pending')
      .on(t.createdAt)
      .where(sql`stage = 'Pending'`),
    // Staff's list, newest first.
    index('orders_created').on(t.createdAt),
    // Refund and dispute events name the payment, not the order.
    index('orders_payment_ref').on(t.paymentRef),
    index('orders_open_dispute')
      .on(t.memberId)
      .where(sql`dispute_status = 'open'`),
  ],
);

/**
 * Each refund of an order: by staff through billing (who, why) or reported by the provider. The
 * provider's refund id keeps one row per refund whichever way it arrived first.
 */
export const refunds = billingSchema.table(
  'refunds',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    reason: text('reason'),
    /** The admin who refunded; null when the provider reported a refund made elsewhere. */
    staffId: uuid('staff_id'),
    refundRef: text('refund_ref'),
    /** Staff's request (the idempotency key sent to the provider): a second click is known by it. */
    requestKey: text('request_key'),
    createdAt: stamp('created_at').notNull(),
  },
  (t) => [
    index('refunds_order').on(t.orderId, t.createdAt),
    uniqueIndex('refunds_ref').on(t.refundRef),
    uniqueIndex('refunds_request').on(t.requestKey),
  ],
);
export type RefundRow = typeof refunds.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

/** Each provider event applied, once (its id): a replayed webhook changes nothing. */
export const webhookEvents = billingSchema.table(
  'webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: stamp('received_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * The last entitlement announced per member (`entitlement.changed`): a change is announced only
 * when it is one, with the next version.
 */
export const entitlements = billingSchema.table('entitlements', {
  memberId: uuid('member_id').primaryKey(),
  version: integer('version').notNull(),
  premiumUntil: stamp('premium_until'),
  source: text('source').$type<'trial' | 'subscription'>(),
});

/**
 * Notices to the member (trial ending, renewals, expiry), shown until read. The key (member, kind,
 * until) makes a job that runs twice leave one notice.
 */
export const notices = billingSchema.table(
  'notices',
  {
    id: uuid('id').primaryKey(),
    memberId: uuid('member_id').notNull(),
    kind: text('kind').notNull(),
    until: stamp('until'),
    planId: text('plan_id').$type<PlanId>(),
    createdAt: stamp('created_at').notNull(),
    readAt: stamp('read_at'),
  },
  (t) => [
    uniqueIndex('notices_once').on(t.memberId, t.kind, t.until),
    index('notices_member').on(t.memberId, t.createdAt),
  ],
);
export type NoticeRow = typeof notices.$inferSelect;
