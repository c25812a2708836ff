import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { problems } from '../http/problem-error.js';

export interface RateRule {
  /** Unique per rule: keys of different rules never share a counter. */
  name: string;
  points: number;
  durationSeconds: number;
  /** Once exhausted, the key stays blocked this long (defaults to the window). */
  blockSeconds?: number;
}

export interface RateDecision {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

/** The RateLimiter port: counters in memory (embedded) or in Redis (shared by replicas). */
export interface RateLimiter {
  consume(key: string, points?: number): Promise<RateDecision>;
  /** Whether the key has used its whole budget, without spending any. */
  peek(key: string): Promise<RateDecision>;
  /** Throws the 429 problem when the key is over its limit. */
  enforce(key: string, points?: number): Promise<void>;
  reset(key: string): Promise<void>;
}

export function createRateLimiter(rule: RateRule, redis?: Redis): RateLimiter {
  const opts = {
    keyPrefix: `rl:${rule.name}`,
    points: rule.points,
    duration: rule.durationSeconds,
    blockDuration: rule.blockSeconds ?? 0,
  };
  const limiter = redis
    ? new RateLimiterRedis({ ...opts, storeClient: redis, useRedisPackage: false })
    : new RateLimiterMemory(opts);
  const consume = async (key: string, points = 1): Promise<RateDecision> => {
    try {
      const res = await limiter.consume(key, points);
      return { allowed: true, remaining: res.remainingPoints, retryAfterSeconds: 0 };
    } catch (res) {
      if (res instanceof RateLimiterRes) {
        return {
          allowed: false,
          remaining: 0,
          retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
        };
      }
      throw res;
    }
  };
  return {
    consume,
    async peek(key) {
      const res = await limiter.get(key);
      const used = res?.consumedPoints ?? 0;
      const retryAfterSeconds = res ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 0;
      return used >= rule.points
        ? { allowed: false, remaining: 0, retryAfterSeconds }
        : { allowed: true, remaining: rule.points - used, retryAfterSeconds: 0 };
    },
    async enforce(key, points) {
      const d = await consume(key, points);
      if (!d.allowed) throw problems.rateLimited(d.retryAfterSeconds);
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}
