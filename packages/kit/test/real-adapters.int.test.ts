import { Redis } from 'ioredis';
import { afterAll } from 'vitest';
import { openPostgresDatabase } from '../src/db/postgres-database.js';
import { KafkaEventBus } from '../src/events/kafka-event-bus.js';
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
