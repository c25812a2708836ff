import net from 'node:net';
import { createServer } from 'node:http';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, afterEach, expect, it, vi } from 'vitest';
import type { Logger } from '@mawadda/kit';
import { openRedisAdapter } from '../src/socket/redis-adapter.js';

/**
 * Two chat replicas' adapters on the real Redis, reached through a proxy this test can cut: an
 * outage as the replicas see it (every connection dropped, none accepted), without stopping the
 * Redis other tests use.
 */
async function cuttableProxy(target: URL) {
  const open = new Set<net.Socket>();
  let cut = false;
  const server = net.createServer((client) => {
    if (cut) return void client.destroy();
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      open.add(a);
      a.pipe(b);
      a.on('error', () => b.destroy());
      a.on('close', () => (open.delete(a), b.destroy()));
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `redis://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    cut() {
      cut = true;
      for (const socket of open) socket.destroy();
    },
    mend() {
      cut = false;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const cleanup: (() => unknown)[] = [];
// Each test's replicas go with it: a replica left running would count among the subscribers.
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});
const direct = new Redis(process.env.REDIS_URL!);
afterAll(() => direct.disconnect());
/** Replicas whose adapter Redis itself counts as subscribed (each adapter listens for requests). */
const subscribedReplicas = async () =>
  Number(((await direct.pubsub('NUMSUB', 'socket.io-request#/#')) as [string, number])[1]);

/**
 * One replica, reaching Redis through its own proxy: its Socket.IO server on the adapter, members
 * joined to their room as chat does.
 */
async function replica() {
  const proxy = await cuttableProxy(new URL(process.env.REDIS_URL!));
  cleanup.push(proxy.close);
  const logger = { warn: vi.fn(), info: vi.fn() } as unknown as Logger & { warn: ReturnType<typeof vi.fn> };
  const redis = new Redis(proxy.url, { retryStrategy: () => 50, maxRetriesPerRequest: 2 });
  redis.on('error', () => undefined);
  const http = createServer();
  const server = new Server(http, { transports: ['websocket'] });
  const adapter = openRedisAdapter(redis, logger);
  server.adapter(adapter.adapter);
  server.on('connection', (socket) => void socket.join(`member:${String(socket.handshake.auth.member)}`));
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  cleanup.push(
    () => new Promise<void>((r) => server.close(() => r())),
    adapter.close,
    () => redis.disconnect(),
  );
  const url = `http://127.0.0.1:${(http.address() as net.AddressInfo).port}`;
  return { server, adapter, logger, url, proxy };
}

/** Both replicas' adapters connected and subscribed, as Redis itself counts them. */
async function bothSubscribed(...replicas: { adapter: { connected(): boolean } }[]) {
  await vi.waitFor(async () => {
    expect(replicas.map((r) => r.adapter.connected())).toEqual([true, true]);
    expect(await subscribedReplicas()).toBe(2);
  });
}

async function device(url: string, member: string) {
  const socket: Socket = connectClient(url, { transports: ['websocket'], auth: { member } });
  cleanup.push(() => socket.disconnect());
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const heard: string[] = [];
  socket.onAny((event: string, payload: { text: string }) => heard.push(`${event}:${payload.text}`));
  return heard;
}

it('a message published while Redis was away reaches the member on the other replica once it is back; typing does not', async () => {
  const zero = await replica();
  const one = await replica();
  await bothSubscribed(zero, one);
  const heard = await device(one.url, 'amina');
  const toAmina = (event: string, text: string) => zero.server.to('member:amina').emit(event, { text });

  // Both adapters subscribed: a message from replica 0 reaches her device on replica 1.
  await vi.waitFor(
    () => {
      zero.adapter.keepIfMissed(() => toAmina('message', 'before'));
      expect(heard).toContain('message:before');
    },
    { timeout: 10_000, interval: 200 },
  );

  zero.proxy.cut();
  one.proxy.cut();
  await vi.waitFor(() => expect([zero.adapter.connected(), one.adapter.connected()]).toEqual([false, false]));
  expect(zero.logger.warn).toHaveBeenCalled();
  zero.adapter.keepIfMissed(() => toAmina('message', 'during'));
  toAmina('typing', 'during');

  zero.proxy.mend();
  one.proxy.mend();
  await vi.waitFor(() => expect(heard).toContain('message:during'), { timeout: 15_000 });
  // Once a later frame has come through, the typing frame of the outage is known never to come.
  await vi.waitFor(
    () => {
      toAmina('typing', 'after');
      expect(heard).toContain('typing:after');
    },
    { timeout: 10_000, interval: 200 },
  );
  expect(heard).not.toContain('typing:during');
});

it('a message the other replica missed while only its connection was lost reaches it once it says it is back', async () => {
  const zero = await replica();
  const one = await replica();
  await bothSubscribed(zero, one);
  const heard = await device(one.url, 'huda');
  const toHuda = (text: string) =>
    zero.adapter.keepIfMissed(() => zero.server.to('member:huda').emit('message', { text }));
  await vi.waitFor(
    () => {
      toHuda('before');
      expect(heard).toContain('message:before');
    },
    { timeout: 10_000, interval: 200 },
  );

  // Replica 0 stays connected: its publish succeeds, but reaches one replica fewer than before.
  one.proxy.cut();
  await vi.waitFor(async () => expect(await subscribedReplicas()).toBe(1));
  expect(zero.adapter.connected()).toBe(true);
  toHuda('during');

  // Replica 1's subscriber comes back and says so; replica 0 publishes what it kept again.
  one.proxy.mend();
  await vi.waitFor(() => expect(heard).toContain('message:during'), { timeout: 15_000 });
});
