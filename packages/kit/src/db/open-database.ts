import path from 'node:path';
import type { Logger } from '../logging/logger.js';
import type { Database } from './database.js';
import { openPgliteDatabase } from './pglite-database.js';
import { openPostgresDatabase } from './postgres-database.js';

/** Picks the adapter from configuration: a DATABASE_URL means PostgreSQL, else PGlite under DATA_DIR. */
export function openDatabase(
  config: {
    DATABASE_URL?: string;
    DATA_DIR: string;
    PGLITE_SHARED_BUFFERS?: string;
  },
  logger?: Logger,
): Promise<Database> {
  return config.DATABASE_URL
    ? openPostgresDatabase(config.DATABASE_URL)
    : openPgliteDatabase(path.join(config.DATA_DIR, 'pglite'), {
        sharedBuffers: config.PGLITE_SHARED_BUFFERS,
        onMaintenanceError: (err) =>
          logger?.warn({ err }, 'embedded database maintenance failed; the next round tries again'),
      });
}
