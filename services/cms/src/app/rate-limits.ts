import { createRateLimiter, type Redis } from '@mawadda/kit';

/**
 * Feedback is open to guests, so it is limited per client address (README: feedback limit): five
 * well-formed messages per ten minutes.
 */
export function cmsRateLimits(redis?: Redis) {
  return {
    feedbackPerIp: createRateLimiter({ name: 'cms-feedback-ip', points: 5, durationSeconds: 600 }, redis),
  };
}

export type CmsRateLimits = ReturnType<typeof cmsRateLimits>;
