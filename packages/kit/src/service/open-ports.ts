import { Redis } from 'ioredis';
import type { PlatformConfig } from '../config/platform-config.js';
import type { EventBus } from '../events/event-bus.js';
import { KafkaEventBus } from '../events/kafka-event-bus.js';
import { MemoryEventBus } from '../events/memory-event-bus.js';
import type { Logger } from '../logging/logger.js';

/** Kafka when brokers are configured, else in-process dispatch. */
export function openEventBus(config: PlatformConfig, logger: Logger, clientId: string): EventBus {
  return config.KAFKA_BROKERS
    ? new KafkaEventBus({
        brokers: config.KAFKA_BROKERS,
        clientId,
        logger,
        groupSuffix: config.KAFKA_GROUP_SUFFIX,
      })
    : new MemoryEventBus();
}

/** Redis when configured; undefined keeps counters and caches in memory. */
export function openRedis(config: PlatformConfig): Redis | undefined {
  if (!config.REDIS_URL) return undefined;
  return new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
}
export type { Redis } from 'ioredis';
