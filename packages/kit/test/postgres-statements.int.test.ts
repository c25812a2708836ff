import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { rowsOf } from '../src/db/database.js';
import { openPostgresDatabase } from '../src/db/postgres-database.js';
import { createScratchDatabase } from '../src/testing/test-ports.js';

// PostgreSQL's statements named once they recur (postgres-statements.ts), on one connection so
// the test sees the server's own list of that connection's prepared statements.
const scratch = await createScratchDatabase(process.env.DATABASE_URL!);
const database = await openPostgresDatabase(scratch.url, { max: 1 });
afterAll(async () => {
  await database.close();
  await scratch.drop();
});

const prepared = async () =>
  rowsOf<{ statement: string }>(
    await database.db.execute(sql`select statement from pg_prepared_statements`),
  ).map((r) => r.statement.replace(/\s+/g, ' ').trim());

it('names a statement with parameters once it recurs, and no statement run once or without any', async () => {
  await database.db.execute(sql`create table recurring (id int primary key, label text)`);
  await database.db.execute(sql`insert into recurring values (1, 'one'), (2, 'two')`);
  const read = (id: number) => database.db.execute(sql`select label from recurring where id = ${id}`);
  expect(rowsOf(await read(1))).toEqual([{ label: 'one' }]);
  await database.db.execute(sql`select label from recurring where id > ${0} limit 1`);
  expect(await prepared()).toEqual([]);
  // The third time it is named; later runs reuse it, with their own values.
  await read(2);
  expect(rowsOf(await read(2))).toEqual([{ label: 'two' }]);
  expect(rowsOf(await read(1))).toEqual([{ label: 'one' }]);
  expect(await prepared()).toEqual(['select label from recurring where id = $1']);
});

it('sends a named statement whose table changed shape unnamed after its one failure', async () => {
  await database.db.execute(sql`create table reshaped (id int primary key)`);
  await database.db.execute(sql`insert into reshaped values (1)`);
  const read = (id: number) => database.db.execute(sql`select * from reshaped where id = ${id}`);
  for (let i = 0; i < 4; i++) await read(1);
  expect(await prepared()).toContain('select * from reshaped where id = $1');
  // Another replica's migration: PostgreSQL refuses the prepared statement's old result type.
  await database.db.execute(sql`alter table reshaped add column note text default 'added'`);
  await expect(read(1)).rejects.toMatchObject({ cause: { code: '0A000' } });
  expect(rowsOf(await read(1))).toEqual([{ id: 1, note: 'added' }]);
  expect(rowsOf(await read(1))).toEqual([{ id: 1, note: 'added' }]);
});
