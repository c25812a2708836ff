import { z } from 'zod';

/*
 * What billing tells others (topic `billing.events`), keyed by the member. Chat keeps who may
 * start conversations from these alone. Defined before the billing service (issue 15) so the
 * entitlement copy in chat is built on the contract billing will publish.
 */

/** `trial.started`: the member's free trial (14 days) runs until `endsAt`. */
export const trialStartedPayloadSchema = z.object({
  memberId: z.string(),
  startedAt: z.string(),
  endsAt: z.string(),
});

/** `subscription.started`: a paid plan runs until `endsAt` (a renewal is a new start). */
export const subscriptionStartedPayloadSchema = z.object({
  memberId: z.string(),
  subscriptionId: z.string(),
  planId: z.string(),
  startedAt: z.string(),
  endsAt: z.string(),
});

/** `subscription.expired`: the plan (or trial) ended, at its end or early (refund, staff). */
export const subscriptionExpiredPayloadSchema = z.object({
  memberId: z.string(),
  subscriptionId: z.string().nullable(),
  at: z.string(),
});

export type TrialStartedPayload = z.infer<typeof trialStartedPayloadSchema>;
export type SubscriptionStartedPayload = z.infer<typeof subscriptionStartedPayloadSchema>;
export type SubscriptionExpiredPayload = z.infer<typeof subscriptionExpiredPayloadSchema>;
