import { createRateLimiter, type Redis } from '@mawadda/kit';
import type { SocialConfig } from '../config.js';

/**
 * Follows are interest, not a mailing list; reports feed a human queue. Both are limited per
 * member (README: limits), and only the attempts that reach the store count.
 */
export function socialRateLimits(config: SocialConfig, redis?: Redis) {
  return {
    follows: createRateLimiter(
      { name: 'social-follows', points: config.RATE_LIMIT_FOLLOWS_PER_HOUR, durationSeconds: 3600 },
      redis,
    ),
    reports: createRateLimiter(
      { name: 'social-reports', points: config.RATE_LIMIT_REPORTS_PER_DAY, durationSeconds: 86_400 },
      redis,
    ),
  };
}

export type SocialRateLimits = ReturnType<typeof socialRateLimits>;
