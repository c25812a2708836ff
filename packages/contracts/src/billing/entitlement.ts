import { z } from 'zod';

/** A member's free trial as billing recorded it: one per member, ever. */
export const trialSchema = z.object({
  startedAt: z.string(),
  endsAt: z.string(),
});
export type Trial = z.infer<typeof trialSchema>;

/**
 * `GET /api/billing/me`: the member's entitlement now. `active` is the one answer every premium
 * rule reads ("premium until `activeUntil`"); the site's `isSubscrption` comes from it. `trial` is
 * shown even after it ended, so the site can say the trial was used. Plans and subscriptions join
 * this answer with issue 15.
 */
export const billingMeSchema = z.object({
  trial: trialSchema.nullable(),
  active: z.boolean(),
  /** When the entitlement ends; null when there is none now. */
  activeUntil: z.string().nullable(),
});
export type BillingMe = z.infer<typeof billingMeSchema>;
