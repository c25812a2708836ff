import net from 'node:net';
import type { Redis } from 'ioredis';

/** A port nothing listens on: Redis "down" for a whole test. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

/** Resolves once the client has failed to connect `times` times and is waiting to try again. */
export const reconnecting = (redis: Redis, times: number) =>
  new Promise<void>((resolve) => {
    let seen = 0;
    const onReconnecting = () => {
      if (++seen < times) return;
      redis.off('reconnecting', onReconnecting);
      resolve();
    };
    redis.on('reconnecting', onReconnecting);
  });
