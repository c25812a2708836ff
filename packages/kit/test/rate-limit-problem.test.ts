import { describe, expect, it } from 'vitest';
import { ProblemError } from '../src/http/problem-error.js';
import { enforceRateLimit } from '../src/http/rate-limit.js';
import { createRateLimiter } from '../src/ratelimit/rate-limiter.js';

describe('enforceRateLimit (a route limiting before any use case)', () => {
  it('spends within the budget, then throws the 429 rate_limited problem with Retry-After', async () => {
    const limiter = createRateLimiter({ name: `route-${Date.now()}`, points: 2, durationSeconds: 60 });
    await enforceRateLimit(limiter, 'ip:1', 2);
    const err = await enforceRateLimit(limiter, 'ip:1').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProblemError);
    const problem = err as ProblemError;
    expect([problem.status, problem.code, problem.messageKey]).toEqual([
      429,
      'rate_limited',
      'error.rateLimited',
    ]);
    expect(problem.options.headers?.['Retry-After']).toMatch(/^\d+$/);
    expect(problem.options.retryAfterSeconds).toBe(Number(problem.options.headers?.['Retry-After']));
    await expect(enforceRateLimit(limiter, 'ip:2')).resolves.toBeUndefined();
  });
});
