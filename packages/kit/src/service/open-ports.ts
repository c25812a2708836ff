import { Redis } from 'ioredis';
import type { PlatformConfig } from '../config/platform-config.js';
import type { EventBus } from '../events/event-bus.js';
import { KafkaEventBus } from '../events/kafka-event-bus.js';
import { MemoryEventBus } from '../events/memory-event-bus.js';
import type { Logger } from '../logging/logger.js';
import { watchRedisOutage } from '../ratelimit/rate-limiter.js';

/** Kafka when brokers are configured, else in-process dispatch. */
export function openEventBus(config: PlatformConfig, logger: Logger, clientId: string): EventBus {
  return config.KAFKA_BROKERS
    ? new KafkaEventBus({
        brokers: config.KAFKA_BROKERS,
        clientId,
        logger,
        groupSuffix: config.KAFKA_GROUP_SUFFIX,
        topicPrefix: config.KAFKA_TOPIC_PREFIX,
      })
    : new MemoryEventBus();
}

/** Redis when configured; undefined keeps counters and caches in memory. */
export function openRedis(config: PlatformConfig): Redis | undefined {
  if (!config.REDIS_URL) return undefined;
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
  // Every process's client handles `error` (an outage is logged once, not per reconnection attempt),
  // also in a service with no rate limit on it (README: rate limits while Redis is down).
  watchRedisOutage(redis);
  return redis;
}
export type { Redis } from 'ioredis';
