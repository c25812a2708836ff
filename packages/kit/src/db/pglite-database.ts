import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database, Db } from './database.js';
import { ensurePrivateDir } from '../private-dir.js';
import { PGLITE_STATISTICS_TARGET, startPgliteMaintenance } from './pglite-maintenance.js';
import { preparedStatementClient } from './pglite-statements.js';
import { pgliteRowChanges } from './row-changes.js';
import { stock } from '../stock-framework.js';

/**
 * PGlite's buffer cache unless configured (`PGLITE_SHARED_BUFFERS`). Postgres's own default lives
 * in WASM memory, which never shrinks, and kept an idle embedded app's memory well above its target
 * (bench/RESULTS.md, startup). Pages beyond it are read through the operating system's cache.
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * Real Postgres compiled to WASM, in this process. `dataDir` undefined keeps it in memory
 * (tests); a path makes it durable across restarts (the embedded app under DATA_DIR).
 */
export async function openPgliteDatabase(
  dataDir?: string,
  options: { sharedBuffers?: string; onMaintenanceError?: (err: unknown) => void } = {},
): Promise<Database> {
  if (dataDir) ensurePrivateDir(dataDir);
  if (dataDir && !fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    // A fresh folder: initdb grows PGlite's WASM memory a lot, and WASM memory never shrinks.
    // Creating the cluster in a first instance and reopening it keeps the running process near
    // its size on an existing folder (bench/startup.ts), at the cost of a few seconds once.
    await (await PGlite.create({ dataDir })).close();
  }
  const client = await PGlite.create({
    ...(dataDir && { dataDir }),
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      `shared_buffers=${options.sharedBuffers ?? PGLITE_SHARED_BUFFERS}`,
      '-c',
      `default_statistics_target=${PGLITE_STATISTICS_TARGET}`,
      // A named statement is planned once, not at each run: PostgreSQL's default re-planned those
      // with array parameters every time (a third of chat's read after a batch), in WASM on the
      // app's one thread. ANALYZE still re-plans a table's statements (pglite-maintenance.ts).
      '-c',
      'plan_cache_mode=force_generic_plan',
    ],
  });
  // Queries as named prepared statements, one round trip each (pglite-statements.ts); migrations
  // below keep PGlite's plain client, as they run each statement once.
  const db = drizzle({
    client: stock('prepared-statements') ? client : (preparedStatementClient(client) as PGlite),
  }) as unknown as Db;
  // Autovacuum's work, which single-user PostgreSQL does not do (pglite-maintenance.ts).
  const stopMaintenance = startPgliteMaintenance(client, { onError: options.onMaintenanceError });
  return {
    kind: 'pglite',
    db,
    rowChanges: pgliteRowChanges(client),
    // PGlite is one connection, so migrations of different services cannot interleave.
    migrate: (migrationsFolder, schema) =>
      migrate(drizzle({ client }), {
        migrationsFolder,
        migrationsSchema: 'drizzle',
        migrationsTable: `migrations_${schema}`,
      }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await stopMaintenance();
      await client.close();
    },
  };
}
