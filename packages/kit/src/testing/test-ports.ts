import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import type { Database } from '../db/database.js';
import { openPgliteDatabase } from '../db/pglite-database.js';
import { openPostgresDatabase } from '../db/postgres-database.js';
import type { EventBus } from '../events/event-bus.js';
import { KafkaEventBus } from '../events/kafka-event-bus.js';
import { MemoryEventBus } from '../events/memory-event-bus.js';

/** Set by the integration suite's global setup once PostgreSQL, Kafka and Redis answer. */
export const realEngines = () => process.env.MAWADDA_TEST_ENGINES === 'real';

export interface TestPorts {
  kind: 'embedded' | 'real';
  database: Database;
  bus: EventBus;
  redis?: Redis;
  close(): Promise<void>;
}

/** A throwaway database on the test server, dropped again on close. */
export async function createScratchDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `mawadda_t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * The ports a service test runs on: the embedded adapters in `npm test`, the real engines in
 * `npm run test:integration`, so one suite proves both (DESIGN §7).
 */
export async function openTestPorts(clientId = 'test'): Promise<TestPorts> {
  if (!realEngines()) {
    const database = await openPgliteDatabase();
    const bus = new MemoryEventBus();
    return {
      kind: 'embedded',
      database,
      bus,
      close: async () => (await bus.close(), await database.close()),
    };
  }
  const scratch = await createScratchDatabase(process.env.DATABASE_URL!);
  const database = await openPostgresDatabase(scratch.url);
  // Each test app has its own database, so it must also have its own consumer groups.
  const bus = new KafkaEventBus({
    brokers: process.env.KAFKA_BROKERS!.split(','),
    clientId,
    logger: pino({ level: 'silent' }),
    groupSuffix: randomUUID().slice(0, 8),
    skipHistory: true,
    fetchWaitMs: 200,
  });
  const redis = new Redis(process.env.REDIS_URL!);
  // Counters from earlier suites (same loopback IP) must not trip this suite's rate limits.
  await redis.flushdb();
  return {
    kind: 'real',
    database,
    bus,
    redis,
    async close() {
      await bus.close();
      redis.disconnect();
      await database.close();
      await scratch.drop();
    },
  };
}
