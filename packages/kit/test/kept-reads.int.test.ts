import { afterAll } from 'vitest';
import { openPostgresDatabase } from '../src/db/postgres-database.js';
import { createScratchDatabase } from '../src/testing/test-ports.js';
import { keptReadsContract } from './contracts/kept-reads.contract.js';

// The distributed adapter on real PostgreSQL: the reader and the writer are two processes' pools.
const scratch = await createScratchDatabase(process.env.DATABASE_URL!);
const reader = await openPostgresDatabase(scratch.url);
const writer = await openPostgresDatabase(scratch.url);
afterAll(async () => {
  await Promise.all([reader.close(), writer.close()]);
  await scratch.drop();
});

keptReadsContract('PostgreSQL, nothing kept', () => ({ reader, writer: writer.db }));
