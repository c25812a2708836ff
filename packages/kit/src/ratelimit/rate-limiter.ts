import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { createLogger, type Logger } from '../logging/logger.js';

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

/**
 * A limiter's no, as a value (refusals are values): each service's http layer alone answers it,
 * as the 429 problem with Retry-After.
 */
export type RateLimited = { refusal: 'rate_limited'; retryAfterSeconds: number };

/** The RateLimiter port: counters in memory (embedded) or in Redis (shared by replicas). */
export interface RateLimiter {
  consume(key: string, points?: number): Promise<RateDecision>;
  /** Whether the key has used its whole budget, without spending any. */
  peek(key: string): Promise<RateDecision>;
  /** Spends points: the refusal when the key is over its limit, else undefined. */
  spend(key: string, points?: number): Promise<RateLimited | undefined>;
  /** Returns points spent for work that did not happen (counted ahead, then not carried out). */
  giveBack(key: string, points?: number): Promise<void>;
  reset(key: string): Promise<void>;
}

let fallbackLogger: Logger | undefined;
const defaultLogger = () => (fallbackLogger ??= createLogger('redis', process.env.LOG_LEVEL ?? 'info'));

/** Redis clients already watched: one outage gives one line, however many limiters share it. */
const watched = new WeakSet<Redis>();

/**
 * Logs when Redis goes away (once, at the first error of an outage) and when it is back. ioredis
 * emits an `error` on every reconnection attempt; without a listener it prints each one.
 */
export function watchRedisOutage(redis: Redis, logger: Logger = defaultLogger()) {
  if (watched.has(redis)) return;
  watched.add(redis);
  let down = false;
  redis.on('error', (err: unknown) => {
    if (down) return;
    down = true;
    logger.warn(
      { err },
      'Redis unavailable: rate limits count in each process until it returns (SECURITY.md)',
    );
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    logger.info('Redis is back: rate limits are shared by every replica again');
  });
}

/**
 * With Redis, counters are shared by every replica. While Redis is down each call falls back at
 * once to an in-process counter with the same rule, so a login is never let through unlimited nor
 * refused with a 500 (SECURITY.md says what that costs). Counters restart when Redis returns.
 */
export function createRateLimiter(
  rule: RateRule,
  redis?: Redis,
  options: { logger?: Logger } = {},
): RateLimiter {
  const opts = {
    keyPrefix: `rl:${rule.name}`,
    points: rule.points,
    duration: rule.durationSeconds,
    blockDuration: rule.blockSeconds ?? 0,
  };
  if (redis) watchRedisOutage(redis, options.logger);
  const insurance = new RateLimiterMemory(opts);
  const limiter = redis
    ? new RateLimiterRedis({
        ...opts,
        storeClient: redis,
        useRedisPackage: false,
        rejectIfRedisNotReady: true,
        insuranceLimiter: insurance,
      })
    : insurance;
  // rate-limiter-flexible checks readiness before every call but delete: ioredis would queue a
  // reset (every correct sign-in makes one) until Redis is back or its retries run out.
  const ready = () => !redis || redis.status === 'ready';
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
    async spend(key, points) {
      const d = await consume(key, points);
      return d.allowed ? undefined : { refusal: 'rate_limited', retryAfterSeconds: d.retryAfterSeconds };
    },
    async giveBack(key, points = 1) {
      await limiter.reward(key, points);
    },
    async reset(key) {
      await (ready() ? limiter : insurance).delete(key);
    },
  };
}
