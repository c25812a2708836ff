import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Logger } from '../src/logging/logger.js';
import { createRateLimiter } from '../src/ratelimit/rate-limiter.js';
import { closedPort, reconnecting } from '../src/testing/redis-down.js';

describe('rate limits while Redis is down', async () => {
  const port = await closedPort();
  // The next connection attempt is an hour away, so a call that waits on reconnection (ioredis's
  // offline queue) never answers within the test: an answer proves it came from the fallback.
  const redis = new Redis(`redis://127.0.0.1:${port}`, {
    maxRetriesPerRequest: 2,
    retryStrategy: () => 3_600_000,
  });
  const flapping = new Redis(`redis://127.0.0.1:${port}`, { retryStrategy: () => 10 });
  afterAll(() => {
    redis.disconnect();
    flapping.disconnect();
  });
  const down = reconnecting(redis, 1);
  const limiter = createRateLimiter({ name: `outage-${Date.now()}`, points: 3, durationSeconds: 60 }, redis, {
    logger: { warn: vi.fn(), info: vi.fn() } as unknown as Logger,
  });
  const attempts = reconnecting(flapping, 5);
  const logger = { warn: vi.fn(), info: vi.fn() } as unknown as Logger;
  const other = createRateLimiter(
    { name: `outage-b-${Date.now()}`, points: 1, durationSeconds: 60 },
    flapping,
    {
      logger,
    },
  );

  it('still limits, in process, never failing open nor throwing, nor waiting on Redis', async () => {
    await down;
    const decisions = [];
    for (let i = 0; i < 4; i++) decisions.push(await limiter.consume('ip:1'));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(await limiter.peek('ip:1')).toMatchObject({ allowed: false });
    expect(await limiter.spend('ip:1')).toMatchObject({ refusal: 'rate_limited' });
    expect((await limiter.consume('ip:2')).allowed).toBe(true);
    // A reset is what a correct sign-in does: it must not wait for Redis to come back.
    await limiter.reset('ip:1');
    expect((await limiter.consume('ip:1')).allowed).toBe(true);
    expect(redis.status).toBe('reconnecting');
  });

  it('logs the outage once, not once per reconnection attempt or per request', async () => {
    await other.consume('k');
    await other.consume('k');
    await attempts;
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });
});
