import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { stock } from '../stock-framework.js';
import type { Database, Db } from './database.js';
import { nameFrequentStatements } from './postgres-statements.js';

/** PostgreSQL through a pool; one database per service in distributed runs. */
export async function openPostgresDatabase(url: string, options: { max?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  if (!stock('prepared-statements')) nameFrequentStatements(pool);
  const db = drizzle({ client: pool }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    async migrate(migrationsFolder, schema) {
      // Replicas start together: an advisory lock on one connection lets one of them migrate.
      const client = await pool.connect();
      const lockKey = sql`hashtext(${'migrate:' + schema})`;
      const session = drizzle({ client });
      try {
        await session.execute(sql`select pg_advisory_lock(${lockKey})`);
        await migrate(session, {
          migrationsFolder,
          migrationsSchema: 'drizzle',
          migrationsTable: `migrations_${schema}`,
        });
      } finally {
        await session.execute(sql`select pg_advisory_unlock(${lockKey})`).catch(() => undefined);
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
