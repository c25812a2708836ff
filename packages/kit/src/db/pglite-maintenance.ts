import type { PGlite } from '@electric-sql/pglite';

/** How often the tables' counters are read; a check that finds nothing to do costs about a millisecond. */
export const MAINTENANCE_EVERY_MS = 10_000;

/** One table's counters, as PostgreSQL's statistics keep them. */
export interface TableCounters {
  schema: string;
  table: string;
  live: number;
  dead: number;
  modifiedSinceAnalyze: number;
  insertedSinceVacuum: number;
}

/**
 * What autovacuum would do to a table, by its default thresholds (`autovacuum_vacuum_threshold`
 * 50 rows and scale factor 0.2, the insert threshold 1,000 and 0.2, the analyze threshold 50 and
 * 0.1 of the live rows).
 */
export function maintenanceOf(t: TableCounters): { vacuum: boolean; analyze: boolean } {
  return {
    vacuum: t.dead > 50 + 0.2 * t.live || t.insertedSinceVacuum > 1000 + 0.2 * t.live,
    analyze: t.modifiedSinceAnalyze > 50 + 0.1 * t.live,
  };
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The embedded database's sample for ANALYZE: 3,000 rows a table instead of PostgreSQL's 30,000.
 * An ANALYZE here runs in the foreground, so its length is a pause of every request (115 ms for
 * an outbox of 200,000 rows, 16 ms with this sample); the plans it informs choose between index
 * lookups and scans, for which the coarser statistics suffice.
 */
export const PGLITE_STATISTICS_TARGET = 10;

/**
 * PGlite runs PostgreSQL in single-user mode, which has no autovacuum worker: dead rows are never
 * reclaimed, and the planner keeps the statistics of the empty tables it first saw. A prepared
 * statement's generic plan made then (a sequential scan) is kept for good: the outbox's "anything
 * to publish?" poll scanned every row ever published, about 3.5 ms a poll after 30,000 messages.
 * This does autovacuum's job on a timer, one table at a time, by its thresholds; an ANALYZE also
 * makes PostgreSQL plan the table's prepared statements afresh. Returns the stop.
 */
export function startPgliteMaintenance(
  pg: PGlite,
  options: { everyMs?: number; onError?: (err: unknown) => void } = {},
): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const round = async () => {
    for (const t of await countersOf(pg)) {
      if (stopped) return;
      const { vacuum, analyze } = maintenanceOf(t);
      if (!vacuum && !analyze) continue;
      // VACUUM cannot run in a transaction: `exec` waits for the one running, like any query.
      // Two steps, so requests run between them: each is a pause of the whole embedded app.
      const name = `${quoted(t.schema)}.${quoted(t.table)}`;
      if (vacuum) await pg.exec(`vacuum ${name}`);
      if (analyze && !stopped) await pg.exec(`analyze ${name}`);
    }
  };
  const schedule = () => {
    timer = setTimeout(() => {
      running = round()
        .catch((err: unknown) => options.onError?.(err))
        .finally(() => {
          running = undefined;
          if (!stopped) schedule();
        });
    }, options.everyMs ?? MAINTENANCE_EVERY_MS);
    // Maintenance never keeps a process alive that has nothing else to do.
    timer.unref();
  };
  schedule();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}

/** Every user table's counters (PostgreSQL's cumulative statistics, kept in single-user mode too). */
export async function countersOf(pg: PGlite): Promise<TableCounters[]> {
  const { rows } = await pg.query<TableCounters>(`
    select schemaname as schema, relname as "table", n_live_tup::int as live, n_dead_tup::int as dead,
      n_mod_since_analyze::int as "modifiedSinceAnalyze", n_ins_since_vacuum::int as "insertedSinceVacuum"
    from pg_stat_user_tables`);
  return rows;
}
