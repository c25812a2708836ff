import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  countersOf,
  maintenanceOf,
  nextStep,
  REANALYZE_AFTER_MS,
  startPgliteMaintenance,
} from '../src/db/pglite-maintenance.js';

const counters = (over: Partial<Parameters<typeof maintenanceOf>[0]>) => ({
  schema: 's',
  table: 't',
  live: 1000,
  dead: 0,
  modifiedSinceAnalyze: 0,
  insertedSinceVacuum: 0,
  ...over,
});

describe("autovacuum's thresholds", () => {
  it('vacuums past 50 dead rows and a fifth of the live ones, or 1,000 inserts and a fifth', () => {
    expect(maintenanceOf(counters({ dead: 250 })).vacuum).toBe(false);
    expect(maintenanceOf(counters({ dead: 251 })).vacuum).toBe(true);
    expect(maintenanceOf(counters({ insertedSinceVacuum: 1200 })).vacuum).toBe(false);
    expect(maintenanceOf(counters({ insertedSinceVacuum: 1201 })).vacuum).toBe(true);
  });

  it('analyzes past 50 changed rows and a tenth of the live ones', () => {
    expect(maintenanceOf(counters({ modifiedSinceAnalyze: 150 })).analyze).toBe(false);
    expect(maintenanceOf(counters({ modifiedSinceAnalyze: 151 })).analyze).toBe(true);
  });
});

describe('analyzing again', () => {
  const now = 1_000_000_000;
  const busy = (live: number) => counters({ live, modifiedSinceAnalyze: 10 * live });
  const last = { live: 1000, at: now - 60_000 };

  it('waits, past the threshold, while the table keeps about the size it was analyzed at', () => {
    expect(maintenanceOf(busy(1000), last, now).analyze).toBe(false);
    expect(maintenanceOf(busy(1999), last, now).analyze).toBe(false);
    expect(maintenanceOf(busy(501), last, now).analyze).toBe(false);
  });

  it('analyzes once the table has twice or half the rows, or an hour later', () => {
    expect(maintenanceOf(busy(2000), last, now).analyze).toBe(true);
    expect(maintenanceOf(busy(500), last, now).analyze).toBe(true);
    expect(maintenanceOf(busy(1000), { ...last, at: now - REANALYZE_AFTER_MS }, now).analyze).toBe(true);
  });

  it('still needs the threshold: a table of the same size changed little is left alone', () => {
    expect(maintenanceOf(counters({ modifiedSinceAnalyze: 150 }), { ...last, at: 0 }, now).analyze).toBe(
      false,
    );
  });
});

describe('one step a round', () => {
  const table = (name: string, over: Partial<Parameters<typeof maintenanceOf>[0]>) =>
    counters({ table: name, ...over });

  it('vacuums the table furthest past its threshold first, then analyzes', () => {
    const tables = [
      table('a', { modifiedSinceAnalyze: 500 }),
      table('b', { dead: 300 }),
      table('c', { dead: 900 }),
    ];
    expect(nextStep(tables, new Map())).toMatchObject({ kind: 'vacuum', table: { table: 'c' } });
    expect(nextStep([tables[0]!], new Map())).toMatchObject({ kind: 'analyze', table: { table: 'a' } });
    expect(nextStep([table('d', {})], new Map())).toBeUndefined();
  });
});

describe('the embedded database without an autovacuum worker', () => {
  let pg: PGlite | undefined;
  let stop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await stop?.();
    await pg?.close();
    stop = pg = undefined;
  });

  /**
   * The outbox's shape and its "anything to publish?" poll, prepared while the table is empty as
   * the relay's first polls are, then 20,000 rows published as a busy chat publishes them.
   */
  const busyOutbox = async () => {
    pg = await PGlite.create();
    await pg.exec(`
      create table outbox (seq bigserial primary key, envelope jsonb not null, published_at timestamptz);
      create index outbox_unpublished_idx on outbox (seq) where published_at is null;
      prepare poll(int) as select seq from outbox where published_at is null limit $1;`);
    for (let i = 0; i < 6; i++) await pg.exec('execute poll(1)');
    for (let i = 0; i < 200; i++)
      await pg.exec(`
        insert into outbox (envelope) select '{"type":"chat.message.sent"}' from generate_series(1, 100);
        update outbox set published_at = now() where published_at is null;`);
    return pg;
  };
  const pollPlan = async (db: PGlite) =>
    (await db.query<{ 'QUERY PLAN': string }>('explain execute poll(1)')).rows
      .map((r) => r['QUERY PLAN'])
      .join('\n');

  it('keeps the plan it made on the empty table: the poll scans every row ever published', async () => {
    expect(await pollPlan(await busyOutbox())).toContain('Seq Scan');
  });

  /** How often the outbox was vacuumed and analyzed. */
  const rounds = async (db: PGlite) =>
    (
      await db.query<{ vacuums: number; analyzes: number }>(
        `select vacuum_count::int as vacuums, analyze_count::int as analyzes
         from pg_stat_user_tables where relname = 'outbox'`,
      )
    ).rows[0];

  it("reads counters that include this connection's latest writes", async () => {
    pg = await PGlite.create();
    await pg.exec('create table t (id int)');
    // PostgreSQL sends a connection's counts to the statistics at most once a second: right after
    // one send, a write stays unsent until the next, unless the read asks for it.
    await pg.query('select pg_stat_force_next_flush()');
    await pg.exec('insert into t select generate_series(1, 100)');
    expect((await countersOf(pg)).find((t) => t.table === 't')).toMatchObject({ live: 100 });
  });

  it('is analyzed and vacuumed by the maintenance, and the poll reads its index again', async () => {
    const db = await busyOutbox();
    stop = startPgliteMaintenance(db, { everyMs: 20 });
    await vi.waitFor(async () => expect(await rounds(db)).toEqual({ vacuums: 1, analyzes: 1 }), {
      timeout: 10_000,
      interval: 50,
    });
    const plan = await pollPlan(db);
    expect(plan).toContain('outbox_unpublished_idx');
    expect(plan).not.toContain('Seq Scan');
  });

  it('runs one step a round, reading the counters again before the next, so pauses never add up', async () => {
    const db = await busyOutbox();
    const log: string[] = [];
    const [query, exec] = [db.query.bind(db), db.exec.bind(db)];
    vi.spyOn(db, 'query').mockImplementation((sql, params, options) => {
      if (String(sql).includes('pg_stat_user_tables')) log.push('read');
      return query(sql, params, options);
    });
    vi.spyOn(db, 'exec').mockImplementation((sql, options) => {
      log.push(sql);
      return exec(sql, options);
    });
    stop = startPgliteMaintenance(db, { everyMs: 20, stepGapMs: 20 });
    await vi.waitFor(() => expect(log.filter((l) => l !== 'read')).toHaveLength(2), {
      timeout: 10_000,
      interval: 20,
    });
    const steps = log.flatMap((l, i) => (l === 'read' ? [] : [[log[i - 1], l]]));
    expect(steps).toEqual([
      ['read', 'vacuum "public"."outbox"'],
      ['read', 'analyze "public"."outbox"'],
    ]);
  });

  it('stops only once the step in progress has ended, so the database can close after it', async () => {
    const db = await busyOutbox();
    const steps: Array<{ sql: string; ended: boolean }> = [];
    const exec = db.exec.bind(db);
    vi.spyOn(db, 'exec').mockImplementation((sql, options) => {
      const step = { sql, ended: false };
      steps.push(step);
      return exec(sql, options).finally(() => (step.ended = true));
    });
    const onError = vi.fn();
    stop = startPgliteMaintenance(db, { everyMs: 1, onError });
    await vi.waitFor(() => expect(steps.length).toBeGreaterThan(0), { timeout: 10_000, interval: 5 });
    await stop();
    expect(steps.every((step) => step.ended)).toBe(true);
    expect(steps[0]!.sql).toMatch(/^(vacuum|analyze) /);
    expect(onError).not.toHaveBeenCalled();
  });
});
