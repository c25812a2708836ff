import { z } from 'zod';
import { planIdSchema } from './plans.js';

/** A member's free trial as billing recorded it: one per member (and per phone number), ever. */
export const trialSchema = z.object({
  startedAt: z.string(),
  endsAt: z.string(),
});
export type Trial = z.infer<typeof trialSchema>;

/**
 * A paid plan's life (README): `active` renews at `currentPeriodEnd`; `canceling` was canceled by
 * the member and ends then; `grace` failed to renew and keeps its rights until `graceEndsAt` while
 * billing retries; `expired` is over.
 */
export const SUBSCRIPTION_STATUSES = ['active', 'canceling', 'grace', 'expired'] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const subscriptionSchema = z.object({
  id: z.string(),
  planId: planIdSchema,
  status: subscriptionStatusSchema,
  startedAt: z.string(),
  currentPeriodStart: z.string(),
  /** When the paid period ends: the renewal date, or the end of a canceled plan. */
  currentPeriodEnd: z.string(),
  /** Set while in `grace`: premium until then unless a retry succeeds. */
  graceEndsAt: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/**
 * Where the member is in the plan's life: `none` (never tried nor bought), `trialing`, `active`,
 * `canceling`, `grace`, or `expired` (a trial or plan that ended, and nothing running).
 */
export const BILLING_STATES = ['none', 'trialing', 'active', 'canceling', 'grace', 'expired'] as const;
export const billingStateSchema = z.enum(BILLING_STATES);
export type BillingState = z.infer<typeof billingStateSchema>;

/**
 * Billing's notices to the member, shown on the site until dismissed: the trial's end coming
 * (3 days and 1 day before), its end, a renewal, a failed renewal (grace), an expiry.
 */
export const NOTICE_KINDS = [
  'trial_ends_in_3_days',
  'trial_ends_in_1_day',
  'trial_ended',
  'subscription_renewed',
  'renewal_failed',
  'subscription_expired',
  /** Money given back: the whole payment (the plan ended with it), or a part (the plan runs on). */
  'payment_refunded',
  'payment_partly_refunded',
] as const;
export const noticeKindSchema = z.enum(NOTICE_KINDS);
export type NoticeKind = z.infer<typeof noticeKindSchema>;

export const billingNoticeSchema = z.object({
  id: z.string(),
  kind: noticeKindSchema,
  createdAt: z.string(),
  /** The moment the notice is about (the trial's end, the new renewal date, the grace's end). */
  until: z.string().nullable(),
  planId: planIdSchema.nullable(),
});
export type BillingNotice = z.infer<typeof billingNoticeSchema>;

/**
 * The member's entitlement now. `active` is the one answer every premium rule reads. `trial` is
 * shown even after it ended, so the site can say it was used; `trialAvailable` says whether one may
 * still start (never on this account or this phone number).
 */
export const billingMeSchema = z.object({
  state: billingStateSchema,
  trial: trialSchema.nullable(),
  trialAvailable: z.boolean(),
  /** The member's current (or last) paid plan. */
  subscription: subscriptionSchema.nullable(),
  active: z.boolean(),
  /** When the entitlement ends; null when there is none now. */
  activeUntil: z.string().nullable(),
  /** Unread notices, newest first. */
  notices: z.array(billingNoticeSchema),
});
export type BillingMe = z.infer<typeof billingMeSchema>;
