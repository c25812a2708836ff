import { PGlite } from '@electric-sql/pglite';
import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { boolean, date, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlStateOf } from '../src/db/errors.js';
import { preparedStatementClient } from '../src/db/pglite-statements.js';

const people = pgTable('people', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  tags: text('tags').array(),
  data: jsonb('data'),
  born: date('born'),
  seen: timestamp('seen', { withTimezone: true }),
  score: numeric('score'),
  ok: boolean('ok'),
});

type Db = ReturnType<typeof drizzle>;
const open = async (prepared: boolean) => {
  const pg = await PGlite.create();
  await pg.exec(`create table people (id int primary key, name text not null, tags text[], data jsonb,
                 born date, seen timestamptz, score numeric, ok boolean)`);
  const db = drizzle({ client: prepared ? (preparedStatementClient(pg) as PGlite) : pg });
  return { pg, db };
};

/** What a query answered, or the error's SQLSTATE, constraint and drizzle's message (no values in it here). */
const outcome = async (run: () => Promise<unknown>) => {
  try {
    return { ok: await run() };
  } catch (err) {
    return { error: sqlStateOf(err) ?? String(err) };
  }
};

// The same drizzle queries on PGlite's own client and on the prepared-statement client, in step.
describe('drizzle over preparedStatementClient answers as over PGlite’s own client', () => {
  let stock: { pg: PGlite; db: Db };
  let mine: { pg: PGlite; db: Db };
  beforeAll(async () => {
    [stock, mine] = await Promise.all([open(false), open(true)]);
  });
  afterAll(() => Promise.all([stock.pg.close(), mine.pg.close()]));

  const both = async (run: (db: Db) => Promise<unknown>) => {
    const theirs = await outcome(() => run(stock.db));
    const ours = await outcome(() => run(mine.db));
    expect(ours).toEqual(theirs);
    return ours;
  };

  const amina = {
    id: 1,
    name: 'آمنة',
    tags: ['a', 'b,c', 'd"e'],
    data: { k: [1, 2], s: 'ب' },
    born: '2000-01-02',
    seen: new Date('2026-01-01T10:00:00.123Z'),
    score: '1.50',
    ok: true,
  };

  it('inserts and returns every column type, nulls included', async () => {
    const r = await both((db) =>
      db
        .insert(people)
        .values([amina, { id: 2, name: 'Yusuf' }])
        .returning(),
    );
    expect(r).toMatchObject({ ok: [{ name: 'آمنة', seen: amina.seen }, { tags: null }] });
  });

  it('selects by equality, lists, ranges and order, with limits and aggregates', async () => {
    await both((db) => db.select().from(people).where(eq(people.id, 1)));
    await both((db) =>
      db
        .select()
        .from(people)
        .where(inArray(people.id, [1, 2, 3]))
        .orderBy(desc(people.id)),
    );
    await both((db) =>
      db
        .select({ id: people.id })
        .from(people)
        .where(and(gt(people.seen, new Date('2025-01-01')), eq(people.ok, true)))
        .limit(1),
    );
    await both((db) => db.select({ n: count() }).from(people));
    await both((db) =>
      db
        .select()
        .from(people)
        .where(sql`${people.data} -> 'k' @> ${JSON.stringify([2])}::jsonb`),
    );
  });

  it('updates and deletes with returning, and runs raw SQL with parameters', async () => {
    await both((db) =>
      db.update(people).set({ score: '2.25', tags: [] }).where(eq(people.id, 2)).returning(),
    );
    await both((db) =>
      db.execute(sql`select ${'x'}::text as t, ${3}::int + 1 as n, now() is not null as clock`),
    );
    await both((db) => db.delete(people).where(eq(people.id, 3)).returning());
  });

  it('fails alike: a unique violation, a syntax error, a wrong type', async () => {
    const dup = await both((db) => db.insert(people).values({ id: 1, name: 'again' }));
    expect(dup).toMatchObject({ error: { code: '23505', constraint: 'people_pkey' } });
    await both((db) => db.execute(sql.raw('selec nothing')));
    await both((db) => db.execute(sql`select ${'not a number'}::int`));
  });

  it('commits a transaction as a whole and rolls a failed one back', async () => {
    await both((db) =>
      db.transaction(async (tx) => {
        await tx.insert(people).values({ id: 5, name: 'Zaid' });
        return tx.select({ n: count() }).from(people);
      }),
    );
    await both((db) =>
      db.transaction(async (tx) => {
        await tx.insert(people).values({ id: 6, name: 'Rolled back' });
        await tx.insert(people).values({ id: 6, name: 'twice' });
      }),
    );
    await both((db) => db.select({ id: people.id }).from(people).orderBy(people.id));
  });
});
