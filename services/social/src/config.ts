import { z } from 'zod';
import { envInt, loadConfig } from '@mawadda/kit';

/** The social service's own variables, beside the platform ones (README: configuration). */
export const socialEnvSchema = z.object({
  /** Follows and follow requests a member may send per hour: interest, not a mailing list. */
  RATE_LIMIT_FOLLOWS_PER_HOUR: envInt(60, 1),
  /** Reports a member may file per day. */
  RATE_LIMIT_REPORTS_PER_DAY: envInt(10, 1),
});
export type SocialConfig = z.infer<typeof socialEnvSchema>;

export const loadSocialConfig = (env: Record<string, string | undefined> = process.env) =>
  loadConfig(socialEnvSchema, env);
