import { createAdapter } from '@socket.io/redis-adapter';
import type { Logger, Redis } from '@mawadda/kit';

/** Frames kept through one outage; past that, the oldest go (their devices reread on reconnect). */
const HELD_MAX = 5_000;
/** A kept frame older than this is stale news: dropped, never published late. */
const HELD_AGE_MAX_MS = 15 * 60_000;
/** How long after Redis is back kept frames are published again for a replica still resubscribing. */
const RESEND_WINDOW_MS = 60_000;
/** How long the most replicas a publish reached is remembered (replicas may be scaled down). */
const REACH_MEMORY_MS = 5 * 60_000;
/** Where a replica says its subscriber is back: the others then publish their kept frames again. */
const BACK_CHANNEL = 'mawadda-chat#subscriber-back';

type Publish = (channel: string, message: string | Buffer) => Promise<number>;
interface Held {
  channel: string;
  message: string | Buffer;
  at: number;
  /** Until when to publish it again; unset until Redis is back. */
  until?: number;
}

/**
 * The Socket.IO Redis adapter, made to survive a Redis outage (README: "When Redis is down"):
 * local sockets are always served, and the unawaited publish is caught, since its rejection would
 * kill the process. A message the other replicas missed that way is kept and published again once
 * Redis is back, so acknowledged messages still reach devices there live.
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

  const publish = pub.publish.bind(pub) as Publish;
  const held: Held[] = [];
  let keeping = false;
  const hold = (channel: string, message: string | Buffer) => {
    const now = Date.now();
    while (held.length && (held.length >= HELD_MAX || now - held[0]!.at > HELD_AGE_MAX_MS)) held.shift();
    held.push({ channel, message, at: now });
  };
  // How many replicas' subscribers a publish reaches when all are there (each psubscribes the
  // adapter's pattern), from recent publishes: one reaching fewer missed a replica.
  let reach = { most: 0, at: 0 };
  const reached = (receivers: number) => {
    const now = Date.now();
    if (receivers >= reach.most || now - reach.at > REACH_MEMORY_MS) reach = { most: receivers, at: now };
  };
  let closes = 0;
  pub.on('close', () => closes++);
  // What the adapter publishes inside `keepIfMissed` (it publishes synchronously in `emit`) is
  // kept when the publish fails, was only sent again after a reconnection, or reached fewer.
  Object.assign(pub, {
    publish: (channel: string, message: string | Buffer) => {
      const keep = keeping;
      const before = closes;
      return publish(channel, message).then(
        (receivers) => {
          reached(receivers);
          if (keep && (closes !== before || receivers < reach.most)) hold(channel, message);
          return receivers;
        },
        (err: unknown) => {
          onError(err);
          if (keep) hold(channel, message);
          return 0;
        },
      );
    },
  });

  /**
   * Publishes the kept frames again, for a while after Redis is back. Called whenever one of the
   * connections that carry a frame comes back (this replica's publisher or subscriber, another
   * replica's subscriber, said on BACK_CHANNEL), so whichever returns last, the frames go out
   * once all are there. A frame heard twice is the same message by id, which clients apply once.
   */
  const resend = () => {
    if (pub.status !== 'ready') return;
    const now = Date.now();
    for (let i = held.length - 1; i >= 0; i--) {
      const { until, at } = held[i]!;
      if ((until !== undefined && until < now) || now - at > HELD_AGE_MAX_MS) held.splice(i, 1);
    }
    for (const frame of held) {
      frame.until ??= now + RESEND_WINDOW_MS;
      publish(frame.channel, frame.message).then(reached, onError);
    }
  };
  let subscriberLost = false;
  let backUnsaid = false;
  const sayBack = () => {
    backUnsaid = true;
    if (pub.status !== 'ready') return;
    backUnsaid = false;
    publish(BACK_CHANNEL, 'back').catch((err: unknown) => {
      backUnsaid = true;
      onError(err);
    });
  };
  pub.on('ready', () => {
    resend();
    if (backUnsaid) sayBack();
  });
  sub.on('close', () => (subscriberLost = true));
  sub.on('ready', () => {
    if (!subscriberLost) return;
    subscriberLost = false;
    // Answered after ioredis's own resubscriptions on this connection: the adapter hears again.
    void sub.subscribe(BACK_CHANNEL).then(() => {
      resend();
      sayBack();
    });
  });
  sub.on('message', (channel: string) => {
    if (channel === BACK_CHANNEL) resend();
  });

  // The adapter does not await these either; a rejection (the client closed at shutdown) is moot.
  for (const name of ['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'] as const) {
    const original = (sub[name] as (...args: unknown[]) => Promise<unknown>).bind(sub);
    Object.assign(sub, { [name]: (...args: unknown[]) => original(...args).catch(onError) });
  }
  void sub.subscribe(BACK_CHANNEL);
  return {
    adapter: createAdapter(pub, sub),
    /**
     * Runs `emit` (a broadcast through this adapter); if its publish to the other replicas fails,
     * the frame is kept and published again once Redis is back. For messages only: typing and
     * presence would be stale by then.
     */
    keepIfMissed(emit: () => void) {
      keeping = true;
      try {
        emit();
      } finally {
        keeping = false;
      }
    },
    /** Both connections are up: frames reach the other replicas (tests, readiness). */
    connected: () => pub.status === 'ready' && sub.status === 'ready',
    close() {
      pub.disconnect();
      sub.disconnect();
    },
  };
}
