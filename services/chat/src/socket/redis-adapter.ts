import { createAdapter } from '@socket.io/redis-adapter';
import type { Logger, Redis } from '@mawadda/kit';

/**
 * The Socket.IO Redis adapter, made to survive a Redis outage (README: "When Redis is down").
 *
 * - Each replica always delivers to the sockets it holds itself: the adapter broadcasts locally
 *   whatever happens to the publish, so members on the same replica keep talking.
 * - The publish to the other replicas is fire-and-forget in the adapter (its promise is never
 *   awaited): while Redis is down it rejects, and an unhandled rejection would kill the process.
 *   Here it is caught and dropped: a frame meant for another replica during the outage is lost
 *   as a live notice only (the message itself is stored; the recipient sees it on their next
 *   read of the conversation).
 * - ioredis reconnects by itself and re-subscribes the subscriber client when Redis is back, so
 *   cross-replica delivery resumes without a restart.
 * - One log line when the outage starts and one when it ends, not one per reconnection attempt.
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
