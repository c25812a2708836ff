import net from 'node:net';
import { createServer } from 'node:http';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, expect, it, vi } from 'vitest';
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

const proxy = await cuttableProxy(new URL(process.env.REDIS_URL!));
const cleanup: (() => unknown)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
  await proxy.close();
});

/** One replica: its Socket.IO server on the adapter, members joined to their room as chat does. */
async function replica() {
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
  return { server, adapter, logger, url };
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

  proxy.cut();
  await vi.waitFor(() => expect([zero.adapter.connected(), one.adapter.connected()]).toEqual([false, false]));
  expect(zero.logger.warn).toHaveBeenCalled();
  zero.adapter.keepIfMissed(() => toAmina('message', 'during'));
  toAmina('typing', 'during');

  proxy.mend();
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
