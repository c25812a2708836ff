import type { PGlite } from '@electric-sql/pglite';

/** How often the tables' counters are read; a check that finds nothing to do costs about a millisecond. */
export const MAINTENANCE_EVERY_MS = 10_000;

/**
 * The least time between two steps. Each step is a pause of the whole embedded app (5 to 50 ms on
 * a busy outbox): run back to back, the steps of a round added up to a pause of 130 ms, which
 * every message in flight waited out (bench/RESULTS.md, chat's write path).
 */
export const MAINTENANCE_STEP_GAP_MS = 1_000;

/**
 * A table analyzed again only as its size changed this much (half as many rows, or twice as
 * many) or after an hour: see `maintenanceOf`.
 */
export const REANALYZE_AFTER_MS = 60 * 60_000;

/** One table's counters, as PostgreSQL's statistics keep them. */
export interface TableCounters {
  schema: string;
  table: string;
  live: number;
  dead: number;
  modifiedSinceAnalyze: number;
  insertedSinceVacuum: number;
}

/** This process's last ANALYZE of a table: its live rows then, and when (ms). */
export interface LastAnalyze {
  live: number;
  at: number;
}

/**
 * What a table needs. VACUUM by autovacuum's default thresholds (`autovacuum_vacuum_threshold`
 * 50 rows and scale factor 0.2, the insert threshold 1,000 and 0.2). ANALYZE past autovacuum's
 * threshold (50 and 0.1 of the live rows) too, but only the first time, once the table has half
 * or twice the rows it had at the last one, or an hour after it: a busy table (the outbox, the
 * messages) passes the threshold every round, and its statistics then told the planner nothing new,
 * as what its plans choose between (an index lookup or a scan) turns on the table's size. Here an
 * ANALYZE is a pause of every request, where PostgreSQL's worker runs it in the background.
 */
export function maintenanceOf(
  t: TableCounters,
  last?: LastAnalyze,
  now = Date.now(),
): { vacuum: boolean; analyze: boolean } {
  const changed =
    !last || t.live >= 2 * last.live || 2 * t.live <= last.live || now - last.at >= REANALYZE_AFTER_MS;
  return {
    vacuum: vacuumPressure(t) > 1,
    analyze: t.modifiedSinceAnalyze > 50 + 0.1 * t.live && changed,
  };
}

/** How far a table is past its vacuum thresholds: above 1 once it needs a VACUUM. */
const vacuumPressure = (t: TableCounters) =>
  Math.max(t.dead / (50 + 0.2 * t.live), t.insertedSinceVacuum / (1000 + 0.2 * t.live));

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const nameOf = (t: TableCounters) => `${quoted(t.schema)}.${quoted(t.table)}`;

/** The one step a round runs: the table furthest past its vacuum threshold first, then an analyze. */
export function nextStep(
  tables: readonly TableCounters[],
  analyzed: ReadonlyMap<string, LastAnalyze>,
  now = Date.now(),
): { kind: 'vacuum' | 'analyze'; table: TableCounters } | undefined {
  const due = tables.map((t) => ({ t, need: maintenanceOf(t, analyzed.get(nameOf(t)), now) }));
  const vacuum = due
    .filter((d) => d.need.vacuum)
    .sort((a, b) => vacuumPressure(b.t) - vacuumPressure(a.t))[0];
  if (vacuum) return { kind: 'vacuum', table: vacuum.t };
  const analyze = due.find((d) => d.need.analyze);
  return analyze && { kind: 'analyze', table: analyze.t };
}

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
 * This does autovacuum's job on a timer by `maintenanceOf`'s rules, one step (one table's VACUUM
 * or ANALYZE) a round and rounds at least `stepGapMs` apart, so its pauses never add up; an ANALYZE
 * also makes PostgreSQL plan the table's prepared statements afresh. Returns the stop.
 */
export function startPgliteMaintenance(
  pg: PGlite,
  options: { everyMs?: number; stepGapMs?: number; onError?: (err: unknown) => void } = {},
): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const analyzed = new Map<string, LastAnalyze>();
  /** Runs the round's step, if any; answers whether it ran one. */
  const round = async (): Promise<boolean> => {
    const step = nextStep(await countersOf(pg), analyzed);
    if (!step || stopped) return false;
    const { table: t, kind } = step;
    // VACUUM cannot run in a transaction: `exec` waits for the one running, like any query.
    await pg.exec(`${kind} ${nameOf(t)}`);
    if (kind === 'analyze') analyzed.set(nameOf(t), { live: t.live, at: Date.now() });
    return true;
  };
  const schedule = (ms: number) => {
    timer = setTimeout(() => {
      let ran = false;
      running = round()
        .then((stepTaken) => void (ran = stepTaken))
        .catch((err: unknown) => options.onError?.(err))
        .finally(() => {
          running = undefined;
          // After a step the next may be due at once: it waits the gap, not the whole period.
          if (!stopped)
            schedule(
              ran
                ? (options.stepGapMs ?? MAINTENANCE_STEP_GAP_MS)
                : (options.everyMs ?? MAINTENANCE_EVERY_MS),
            );
        });
    }, ms);
    // Maintenance never keeps a process alive that has nothing else to do.
    timer.unref();
  };
  schedule(options.everyMs ?? MAINTENANCE_EVERY_MS);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}

/**
 * Every user table's counters (PostgreSQL's cumulative statistics, kept in single-user mode too).
 * A connection sends its counts at most once a second, and single-user mode has no idle timer to
 * send the rest: read unsent, a busy table looked clean, and its writes, arriving after the VACUUM
 * that zeroed its counters, asked for a second one. The flush forced first makes them current.
 */
export async function countersOf(pg: PGlite): Promise<TableCounters[]> {
  await pg.query('select pg_stat_force_next_flush()');
  const { rows } = await pg.query<TableCounters>(`
    select schemaname as schema, relname as "table", n_live_tup::int as live, n_dead_tup::int as dead,
      n_mod_since_analyze::int as "modifiedSinceAnalyze", n_ins_since_vacuum::int as "insertedSinceVacuum"
    from pg_stat_user_tables order by schemaname, relname`);
  return rows;
}
