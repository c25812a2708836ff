import { createServer } from 'node:http';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Logger } from '@mawadda/kit';
import { RedisPresence } from '../src/presence/redis-presence.js';
import { openRedisAdapter } from '../src/socket/redis-adapter.js';
import { closedPort, reconnecting } from '@mawadda/kit/testing';

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
    // Counted here only, and said so: the other replicas' devices are unknown.
    expect(await presence.devices(['m1', 'm2'])).toEqual({
      of: new Map([
        ['m1', 2],
        ['m2', 0],
      ]),
      everywhere: false,
    });
    expect(await presence.disconnect('m1', 's1')).toBe(false);
    expect(await presence.disconnect('m1', 's2')).toBe(true);
    expect((await presence.online(['m1'])).size).toBe(0);
    await presence.close();
  });

  it('the adapter still delivers on this replica, drops the publish and logs the outage once', async () => {
    const logger = { warn: vi.fn(), info: vi.fn() } as unknown as Logger;
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    // The adapter's clients and every publish they make, to wait until each one has failed.
    const clients: Redis[] = [];
    const publishes: Promise<unknown>[] = [];
    const duplicate = redis.duplicate.bind(redis);
    const spy = vi.spyOn(redis, 'duplicate').mockImplementation((options) => {
      const client = duplicate(options);
      clients.push(client);
      const publish = client.publish.bind(client);
      client.publish = ((channel: string, message: string) => {
        const sent = publish(channel, message);
        publishes.push(sent.catch(() => undefined));
        return sent;
      }) as typeof client.publish;
      return client;
    });
    const http = createServer();
    const io = new Server(http);
    const adapter = openRedisAdapter(redis, logger);
    spy.mockRestore();
    io.adapter(adapter.adapter);
    try {
      // Several failed reconnections each, and every publish refused: still one line in the log.
      await Promise.all(clients.map((client) => reconnecting(client, 3)));
      for (let i = 0; i < 5; i++) io.to('member:x').emit('message', { i });
      await vi.waitFor(() => expect(publishes).toHaveLength(5));
      await Promise.all(publishes);
      // Node reports an unhandled rejection once the microtasks of a turn are done: one turn on.
      await new Promise((r) => setImmediate(r));
      expect(unhandled).not.toHaveBeenCalled();
      expect(logger.warn).toHaveBeenCalledTimes(1);
    } finally {
      process.off('unhandledRejection', unhandled);
      io.close();
      adapter.close();
    }
  });
});
