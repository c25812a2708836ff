import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Logger } from '../src/logging/logger.js';
import { createRateLimiter } from '../src/ratelimit/rate-limiter.js';

/** A port nothing listens on: Redis "down" for the whole test. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

describe('rate limits while Redis is down', async () => {
  const redis = new Redis(`redis://127.0.0.1:${await closedPort()}`, {
    maxRetriesPerRequest: 2,
    retryStrategy: () => 50,
  });
  afterAll(() => redis.disconnect());
  const logger = { warn: vi.fn(), info: vi.fn() } as unknown as Logger;

  it('still limits, in process, at once, never failing open nor throwing', async () => {
    const limiter = createRateLimiter(
      { name: `outage-${Date.now()}`, points: 3, durationSeconds: 60 },
      redis,
      {
        logger,
      },
    );
    const started = Date.now();
    const decisions = [];
    for (let i = 0; i < 4; i++) decisions.push(await limiter.consume('ip:1'));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(await limiter.peek('ip:1')).toMatchObject({ allowed: false });
    await expect(limiter.enforce('ip:1')).rejects.toMatchObject({ status: 429 });
    expect((await limiter.consume('ip:2')).allowed).toBe(true);
    await limiter.reset('ip:1');
    expect((await limiter.consume('ip:1')).allowed).toBe(true);
    // No waiting on the connection: the fallback answers immediately.
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('logs the outage once, not once per reconnection attempt or per request', async () => {
    const other = createRateLimiter(
      { name: `outage-b-${Date.now()}`, points: 1, durationSeconds: 60 },
      redis,
      {
        logger,
      },
    );
    await other.consume('k');
    await new Promise((r) => setTimeout(r, 400)); // several reconnection attempts fail meanwhile
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });
});
