import { createAdapter } from '@socket.io/redis-adapter';
import type { Logger, Redis } from '@mawadda/kit';

/**
 * The Socket.IO Redis adapter, made to survive a Redis outage (README: "When Redis is down"):
 * local sockets are always served, and the unawaited publish is caught, since its rejection would
 * kill the process (the message is stored; only the live notice is lost).
 */
export function openRedisAdapter(redis: Redis, logger: Logger) {
  // The publisher fails fast while Redis is down instead of queueing stale frames for later.
  const pub = redis.duplicate({ enableOfflineQueue: false });
  // The subscriber's (p)subscribe, sent once by the adapter at start, waits for Redis however long
  // it takes (a replica may start during an outage); later outages are mended by ioredis, which
  // subscribes again on reconnection.
  const sub = redis.duplicate({ maxRetriesPerRequest: null });
  let down = false;
  const onError = (err: unknown) => {
    if (down) return;
    down = true;
    logger.warn({ err }, 'chat: Redis unavailable, sockets reach this replica only until it returns');
  };
  const onReady = () => {
    if (!down) return;
    down = false;
    logger.info('chat: Redis is back, sockets reach every replica again');
  };
  for (const client of [pub, sub]) {
    client.on('error', onError);
    client.on('ready', onReady);
  }
  const publish = pub.publish.bind(pub) as (channel: string, message: string | Buffer) => Promise<number>;
  Object.assign(pub, {
    publish: (channel: string, message: string | Buffer) =>
      publish(channel, message).catch((err: unknown) => {
        onError(err);
        return 0;
      }),
  });
  // The adapter does not await these either; a rejection (the client closed at shutdown) is moot.
  for (const name of ['subscribe', 'psubscribe'] as const) {
    const original = (sub[name] as (...args: unknown[]) => Promise<unknown>).bind(sub);
    Object.assign(sub, { [name]: (...args: unknown[]) => original(...args).catch(onError) });
  }
  return {
    adapter: createAdapter(pub, sub),
    close() {
      pub.disconnect();
      sub.disconnect();
    },
  };
}
