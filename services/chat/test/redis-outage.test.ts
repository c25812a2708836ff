import net from 'node:net';
import { createServer } from 'node:http';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Logger } from '@mawadda/kit';
import { RedisPresence } from '../src/presence/redis-presence.js';
import { openRedisAdapter } from '../src/socket/redis-adapter.js';

/** A port nothing listens on: Redis "down" for the whole test. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

describe('chat while Redis is down', async () => {
  const redis = new Redis(`redis://127.0.0.1:${await closedPort()}`, {
    maxRetriesPerRequest: 2,
    retryStrategy: () => 50,
  });
  redis.on('error', () => undefined);
  afterAll(() => redis.disconnect());

  it('presence answers from this replica at once, and never throws', async () => {
    const presence = new RedisPresence(redis, 30_000);
    expect(await presence.connect('m1', 's1')).toBe(true);
    expect(await presence.connect('m1', 's2')).toBe(false);
    expect([...(await presence.online(['m1', 'm2']))]).toEqual(['m1']);
    expect(await presence.disconnect('m1', 's1')).toBe(false);
    expect(await presence.disconnect('m1', 's2')).toBe(true);
    expect((await presence.online(['m1'])).size).toBe(0);
    await presence.close();
  });

  it('the adapter still delivers on this replica, drops the publish and logs the outage once', async () => {
    const logger = { warn: vi.fn(), info: vi.fn() } as unknown as Logger;
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const http = createServer();
    const io = new Server(http);
    const adapter = openRedisAdapter(redis, logger);
    io.adapter(adapter.adapter);
    try {
      for (let i = 0; i < 5; i++) io.to('member:x').emit('message', { i });
      await new Promise((r) => setTimeout(r, 400));
      expect(unhandled).not.toHaveBeenCalled();
      expect(logger.warn).toHaveBeenCalledTimes(1);
    } finally {
      process.off('unhandledRejection', unhandled);
      io.close();
      adapter.close();
    }
  });
});
