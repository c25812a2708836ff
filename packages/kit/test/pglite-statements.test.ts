import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sqlStateOf } from '../src/db/errors.js';
import { preparedStatementClient } from '../src/db/pglite-statements.js';

let pg: PGlite;
beforeEach(async () => {
  pg = await PGlite.create();
  await pg.exec(`
    create table people (id int primary key, name text not null, tags text[], data jsonb,
                         born date, seen timestamptz, score numeric, ok boolean);
    insert into people values (1, 'Amina', '{a,b}', '{"k": [1, 2]}', '2000-01-02', '2026-01-01T10:00:00Z', 1.50, true),
                              (2, 'Yusuf', null, null, null, null, null, null);`);
});
afterEach(() => pg.close());

const preparedCount = async () =>
  (await pg.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n;

describe('preparedStatementClient', () => {
  it('answers exactly as PGlite’s own query: rows, fields, types, nulls, array mode and parsers', async () => {
    const client = preparedStatementClient(pg);
    const sql = 'select * from people where id = any($1::int[]) order by id';
    for (const options of [
      undefined,
      { rowMode: 'array' as const },
      { parsers: { 1184: (v: string) => `raw ${v}` } },
    ]) {
      const mine = await client.query(sql, [[1, 2]], options);
      const theirs = await pg.query(sql, [[1, 2]], options);
      expect(mine.rows).toEqual(theirs.rows);
      expect(mine.fields).toEqual(theirs.fields);
      expect(mine.rowCount).toBe(theirs.rowCount);
    }
  });

  it('serializes values by the parameter types Postgres reports (json, arrays, dates, booleans)', async () => {
    const client = preparedStatementClient(pg);
    await client.query(
      'insert into people (id, name, tags, data, seen, ok) values ($1, $2, $3, $4, $5, $6)',
      [
        3,
        'Khadija',
        ['x', 'y "quoted"'],
        { nested: { list: [1, 'two'] } },
        new Date('2026-03-04T05:06:07Z'),
        false,
      ],
    );
    const row = (await pg.query<Record<string, unknown>>('select * from people where id = 3')).rows[0]!;
    expect(row).toMatchObject({
      name: 'Khadija',
      tags: ['x', 'y "quoted"'],
      data: { nested: { list: [1, 'two'] } },
      ok: false,
    });
    expect((row.seen as Date).toISOString()).toBe('2026-03-04T05:06:07.000Z');
    const updated = await client.query('update people set name = $1 where id > $2', ['N', 1]);
    expect(updated.affectedRows).toBe(2);
  });

  it('prepares a statement once per SQL text, and reuses it with other values', async () => {
    const client = preparedStatementClient(pg);
    const before = await preparedCount();
    for (const id of [1, 2, 1, 2]) await client.query('select name from people where id = $1', [id]);
    await client.query('select id from people where name = $1', ['Amina']);
    expect(await preparedCount()).toBe(before + 2);
    expect((await client.query<{ name: string }>('select name from people where id = $1', [2])).rows).toEqual(
      [{ name: 'Yusuf' }],
    );
  });

  it('closes the least recently used statements past its limit', async () => {
    const client = preparedStatementClient(pg, 3);
    for (let i = 0; i < 6; i++) await client.query(`select ${i} as n where $1::int = 1`, [1]);
    // The sixth statement's message closed the fifth-oldest evictions; one more round trip closes the last.
    await client.query('select 0 as n where $1::int = 1', [1]);
    expect(await preparedCount()).toBeLessThanOrEqual(3);
  });

  it('throws Postgres’ error with its SQLSTATE and the query, never the values, and goes on working', async () => {
    const client = preparedStatementClient(pg);
    const err = await client
      .query('insert into people (id, name) values ($1, $2)', [1, 'secret name'])
      .catch((e: unknown) => e);
    expect(sqlStateOf(err)).toMatchObject({ code: '23505', constraint: 'people_pkey' });
    expect((err as { query?: string }).query).toContain('insert into people');
    expect(JSON.stringify(err)).not.toContain('secret name');
    await expect(client.query('selec nothing', [])).rejects.toMatchObject({ code: '42601' });
    expect((await client.query('select count(*)::int as n from people', [])).rows).toEqual([{ n: 2 }]);
  });

  it('runs queries inside PGlite’s transaction: seen inside, gone on rollback, others wait for the commit', async () => {
    const client = preparedStatementClient(pg);
    const order: string[] = [];
    let sent!: () => void;
    const outsideSent = new Promise<void>((r) => (sent = r));
    const tx = client.transaction(async (t) => {
      await t.query('insert into people (id, name) values ($1, $2)', [10, 'Inside']);
      order.push('inserted');
      await outsideSent;
      // Sent after the outside query: had that one not waited for the commit, it would answer first.
      const seen = await t.query<{ n: number }>('select count(*)::int as n from people where id = $1', [10]);
      expect(seen.rows[0]!.n).toBe(1);
      order.push('committing');
    });
    const outside = client.query('select count(*)::int as n from people where id = $1', [10]).then((r) => {
      order.push('outside');
      return r.rows[0];
    });
    sent();
    await tx;
    expect(await outside).toEqual({ n: 1 });
    expect(order).toEqual(['inserted', 'committing', 'outside']);

    await expect(
      client.transaction(async (t) => {
        await t.query('insert into people (id, name) values ($1, $2)', [11, 'Rolled back']);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    // The statement prepared inside the rolled-back transaction still works.
    await client.query('insert into people (id, name) values ($1, $2)', [12, 'After']);
    const ids = (await pg.query<{ id: number }>('select id from people order by id')).rows.map((r) => r.id);
    expect(ids).toEqual([1, 2, 10, 12]);
  });

  it('parses a statement again when a migration changed what it returns', async () => {
    const client = preparedStatementClient(pg);
    const sql = 'select * from people where id = $1';
    expect(Object.keys((await client.query<Record<string, unknown>>(sql, [1])).rows[0]!)).not.toContain(
      'city',
    );
    await pg.exec(`alter table people add column city text default 'Doha'`);
    expect((await client.query<Record<string, unknown>>(sql, [1])).rows[0]).toMatchObject({
      id: 1,
      city: 'Doha',
    });
  });
});
