import { z } from 'zod';
import { envInt, loadConfig, type Env } from '@mawadda/kit';

/** The social service's own variables, beside the platform ones (README: configuration). */
export const socialEnvSchema = z.object({
  /** Follows and follow requests a member may send per hour: interest, not a mailing list. */
  RATE_LIMIT_FOLLOWS_PER_HOUR: envInt(60, 1),
  /** Reports a member may file per day. */
  RATE_LIMIT_REPORTS_PER_DAY: envInt(10, 1),
  /**
   * Follow requests (a follow of a private profile, waiting for its owner) a member may send in
   * any 24 hours: each lands in someone's inbox, so the cap is daily, and higher for premium.
   */
  FOLLOW_REQUESTS_PER_DAY: envInt(20, 1),
  FOLLOW_REQUESTS_PER_DAY_PREMIUM: envInt(100, 1),
});
export type SocialConfig = z.infer<typeof socialEnvSchema>;

/** Parsed once by the composition root (gateway or `main.ts`), beside the platform's variables. */
export const loadSocialConfig = (env: Env) => loadConfig(socialEnvSchema, env);
