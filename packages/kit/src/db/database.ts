import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { RowChanges } from './row-changes.js';

/** Drizzle over either engine; a transaction is a Db too, so store functions take `Db`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = PgDatabase<PgQueryResultHKT, any>;

/** The Database port: PGlite in one process (embedded) or PostgreSQL (distributed). */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** Committed row changes as they commit, where one process holds the data (PGlite only). */
  readonly rowChanges?: RowChanges;
  /** Applies one service's SQL migrations, recorded in `drizzle.migrations_<schema>`. */
  migrate(migrationsFolder: string, schema: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Raw `execute` results differ in type per driver but both carry `rows`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
