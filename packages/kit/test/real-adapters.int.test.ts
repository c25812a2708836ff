import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgresDatabase } from '../src/db/postgres-database.js';
import { KafkaEventBus } from '../src/events/kafka-event-bus.js';
import { envelopeOf } from '../src/events/outbox.js';
import { createRateLimiter } from '../src/ratelimit/rate-limiter.js';
import { createScratchDatabase } from '../src/testing/test-ports.js';
import { databaseContract } from './contracts/database.contract.js';
import { eventBusContract } from './contracts/event-bus.contract.js';
import { rateLimiterContract } from './contracts/rate-limiter.contract.js';
import { silentLogger } from './support/silent-logger.js';

// The distributed adapters, against real PostgreSQL, Kafka and Redis (started by the global setup).
const scratch = await createScratchDatabase(process.env.DATABASE_URL!);
const database = await openPostgresDatabase(scratch.url);
const redis = new Redis(process.env.REDIS_URL!);
afterAll(async () => {
  redis.disconnect();
  await database.close();
  await scratch.drop();
});

databaseContract('PostgreSQL', () => database);
eventBusContract('Kafka', {
  database: () => database,
  newBus: () =>
    new KafkaEventBus({
      brokers: process.env.KAFKA_BROKERS!.split(','),
      clientId: 'contract',
      logger: silentLogger,
    }),
});
rateLimiterContract('Redis', (rule) => createRateLimiter(rule, redis));

describe('Kafka topic prefix', () => {
  it('keeps two stacks on one cluster apart: each reads only what its own processes published', async () => {
    const producer = `prefixed-${randomUUID().slice(0, 8)}`;
    const stackBus = (id: string) =>
      new KafkaEventBus({
        brokers: process.env.KAFKA_BROKERS!.split(','),
        clientId: id,
        logger: silentLogger,
        topicPrefix: id,
        groupSuffix: id,
      });
    const [first, second] = [stackBus(`one-${producer}`), stackBus(`two-${producer}`)];
    try {
      const seen = { first: [] as string[], second: [] as string[] };
      for (const [bus, list] of [
        [first, seen.first],
        [second, seen.second],
      ] as const)
        await bus.subscribe({
          group: 'search',
          producers: [producer],
          handle: async (e) => void list.push(e.key),
          deadLetter: async () => undefined,
        });
      const event = (key: string) =>
        envelopeOf(producer, {
          type: 'member.active',
          key,
          payload: { memberId: key, at: new Date().toISOString() },
        });
      await first.publish([event('m-first')]);
      await second.publish([event('m-second')]);
      // Each stack then reads a later event of its own: what would have crossed over came first.
      await expect
        .poll(() => seen.first.length > 0 && seen.second.length > 0, { timeout: 60_000 })
        .toBe(true);
      await first.publish([event('m-first-later')]);
      await second.publish([event('m-second-later')]);
      await expect
        .poll(() => seen.first.includes('m-first-later') && seen.second.includes('m-second-later'), {
          timeout: 60_000,
        })
        .toBe(true);
      expect(seen).toEqual({ first: ['m-first', 'm-first-later'], second: ['m-second', 'm-second-later'] });
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  }, 90_000);
});
