import { z } from 'zod';
import { planIdSchema } from './plans.js';
import { noticeKindSchema } from './entitlement.js';

/*
 * What billing tells others, keyed by the member so one member's changes stay in order. Every
 * change of rights is also one `entitlement.changed`, all a consumer needs to keep; the specific
 * events are for notices, the console and analytics. No event carries a card detail or price.
 */

/** `trial.started`: the member started their free trial (14 days); it runs until `endsAt`. */
export const trialStartedPayloadSchema = z.object({
  memberId: z.string(),
  startedAt: z.string(),
  endsAt: z.string(),
});

/** `subscription.started`: a paid plan runs from `startedAt` until `endsAt` (an upgrade starts a new one). */
export const subscriptionStartedPayloadSchema = z.object({
  memberId: z.string(),
  subscriptionId: z.string(),
  planId: z.string(),
  startedAt: z.string(),
  endsAt: z.string(),
});

/** `subscription.renewed`: the plan was charged for another period; it now runs until `endsAt`. */
export const subscriptionRenewedPayloadSchema = z.object({
  memberId: z.string(),
  subscriptionId: z.string(),
  planId: z.string(),
  periodStart: z.string(),
  endsAt: z.string(),
});

/**
 * `subscription.canceled`: the member asked to stop at the end of the period (`endsAt`); it stays
 * premium until then. `subscription.resumed` takes the request back.
 */
export const subscriptionCanceledPayloadSchema = z.object({
  memberId: z.string(),
  subscriptionId: z.string(),
  endsAt: z.string(),
});
export const subscriptionResumedPayloadSchema = subscriptionCanceledPayloadSchema;

/** `subscription.expired`: the plan (or trial, `subscriptionId` null) ended. */
export const subscriptionExpiredPayloadSchema = z.object({
  memberId: z.string(),
  subscriptionId: z.string().nullable(),
  at: z.string(),
});

/** Where a member's premium comes from. */
export const entitlementSourceSchema = z.enum(['trial', 'subscription']);
export type EntitlementSource = z.infer<typeof entitlementSourceSchema>;

/**
 * `entitlement.changed`: "premium until `premiumUntil`" (exclusive; null: not premium). Consumers
 * keep the latest `version`, so a late event never takes a right back, and judge `premiumUntil` by
 * their own clock, so a plan ends on time before billing's expiry job says so.
 */
export const entitlementChangedPayloadSchema = z.object({
  memberId: z.string(),
  premiumUntil: z.string().nullable(),
  source: entitlementSourceSchema.nullable(),
  /** Grows by one with every change of this member's entitlement. */
  version: z.number().int().positive(),
  at: z.string(),
});

/** `payment.succeeded` / `payment.failed`: an order's payment, as ids and facts (no card detail). */
export const paymentSucceededPayloadSchema = z.object({
  memberId: z.string(),
  orderId: z.string(),
  planId: planIdSchema,
  totalMinor: z.number().int(),
  currency: z.literal('AED'),
  at: z.string(),
});
export const paymentFailedPayloadSchema = z.object({
  memberId: z.string(),
  orderId: z.string(),
  planId: planIdSchema,
  reason: z.enum(['declined', 'challenge_failed', 'abandoned', 'renewal_declined']),
  at: z.string(),
});

/**
 * `billing.notice.created`: billing stored a notice for the member (a trial reminder, the trial's
 * end, a renewal, a failed renewal, an expiry); the notifier tells the member. `code` is the
 * notice's kind; no price or card detail.
 */
export const billingNoticeCreatedPayloadSchema = z.object({
  memberId: z.string(),
  noticeId: z.string(),
  code: noticeKindSchema,
  at: z.string(),
});
export type BillingNoticeCreatedPayload = z.infer<typeof billingNoticeCreatedPayloadSchema>;

export type TrialStartedPayload = z.infer<typeof trialStartedPayloadSchema>;
export type SubscriptionStartedPayload = z.infer<typeof subscriptionStartedPayloadSchema>;
export type SubscriptionRenewedPayload = z.infer<typeof subscriptionRenewedPayloadSchema>;
export type SubscriptionCanceledPayload = z.infer<typeof subscriptionCanceledPayloadSchema>;
export type SubscriptionExpiredPayload = z.infer<typeof subscriptionExpiredPayloadSchema>;
export type EntitlementChangedPayload = z.infer<typeof entitlementChangedPayloadSchema>;
export type PaymentSucceededPayload = z.infer<typeof paymentSucceededPayloadSchema>;
export type PaymentFailedPayload = z.infer<typeof paymentFailedPayloadSchema>;
