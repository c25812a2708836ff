import type { RateLimiter } from '../ratelimit/rate-limiter.js';
import { problems } from './problem-error.js';

/**
 * For a route that limits before any use case runs: spends from the limiter, or throws its
 * refusal as the 429 problem with Retry-After.
 */
export async function enforceRateLimit(limiter: RateLimiter, key: string, points?: number): Promise<void> {
  const limited = await limiter.spend(key, points);
  if (limited) throw problems.rateLimited(limited.retryAfterSeconds);
}
