import { afterAll, expect } from 'vitest';
import type { Database } from '../src/db/database.js';
import { openPgliteDatabase } from '../src/db/pglite-database.js';
import { MemoryEventBus } from '../src/events/memory-event-bus.js';
import { createRateLimiter } from '../src/ratelimit/rate-limiter.js';
import { RowCache } from '../src/db/row-cache.js';
import { databaseContract } from './contracts/database.contract.js';
import { keptReadsContract } from './contracts/kept-reads.contract.js';
import { eventBusContract } from './contracts/event-bus.contract.js';
import { rateLimiterContract } from './contracts/rate-limiter.contract.js';

// The embedded adapters: PGlite in memory, in-process events, in-memory counters.
const database: Database = await openPgliteDatabase();
afterAll(() => database.close());

databaseContract('PGlite', () => database);
eventBusContract('in-process', { database: () => database, newBus: () => new MemoryEventBus() });
rateLimiterContract('memory', (rule) => createRateLimiter(rule));
keptReadsContract('PGlite, rows kept', () => ({
  reader: database,
  writer: database.db,
  // A cache that kept nothing would pass every case: each one starts from a watching cache.
  warm: async (cache) => expect(await (cache as RowCache<unknown>).watch()).toBe(true),
}));
