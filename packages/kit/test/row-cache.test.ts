import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { openPgliteDatabase } from '../src/db/pglite-database.js';
import { RowCache } from '../src/db/row-cache.js';
import { rowsOf } from '../src/db/database.js';

const A = '0191a6f0-0000-7000-8000-00000000000a';
const B = '0191a6f0-0000-7000-8000-00000000000b';

let database: Database;
beforeEach(async () => {
  database = await openPgliteDatabase();
  await database.db.execute(sql`create schema s`);
  await database.db.execute(
    sql`create table s.people (id uuid primary key, owner uuid not null, name text not null)`,
  );
  await database.db.execute(sql`insert into s.people values (${A}, ${A}, 'Amina'), (${B}, ${B}, 'Yusuf')`);
});
afterEach(() => database.close());

/** The names of an owner's rows as the database has them now, counting the reads. */
function reader() {
  let reads = 0;
  const load = async (owner: string) => {
    reads++;
    const result = await database.db.execute(
      sql`select name from s.people where owner = ${owner} order by name`,
    );
    return rowsOf<{ name: string }>(result).map((r) => r.name);
  };
  return { load, reads: () => reads };
}

async function cacheOf(max?: number) {
  const cache = new RowCache<string[]>(database.rowChanges, { table: 's.people', column: 'owner' }, max);
  expect(await cache.watch()).toBe(true);
  return cache;
}

describe('RowCache over PGlite’s committed row changes', () => {
  it('reads the database once while nothing changes, then again after a committed write', async () => {
    const cache = await cacheOf();
    const r = reader();
    expect(await cache.read(A, () => r.load(A))).toEqual(['Amina']);
    expect(await cache.read(A, () => r.load(A))).toEqual(['Amina']);
    expect(r.reads()).toBe(1);

    // Outside a transaction, then inside one: each is forgotten before the writer's await resumes.
    await database.db.execute(sql`update s.people set name = 'Amina K' where id = ${A}`);
    expect(await cache.read(A, () => r.load(A))).toEqual(['Amina K']);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into s.people values (gen_random_uuid(), ${A}, 'Zaid')`);
    });
    expect(await cache.read(A, () => r.load(A))).toEqual(['Amina K', 'Zaid']);
    expect(r.reads()).toBe(3);
  });

  it('keeps what it holds when a write rolls back, and other keys when one changes', async () => {
    const cache = await cacheOf();
    const r = reader();
    await cache.read(A, () => r.load(A));
    await cache.read(B, () => r.load(B));
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`update s.people set name = 'gone' where id = ${A}`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await database.db.execute(sql`update s.people set name = 'Yusuf M' where id = ${B}`);
    expect(await cache.read(A, () => r.load(A))).toEqual(['Amina']);
    expect(await cache.read(B, () => r.load(B))).toEqual(['Yusuf M']);
    expect(r.reads()).toBe(3);
  });

  it('does not keep what a read got from before a write that committed while it ran', async () => {
    const cache = await cacheOf();
    const r = reader();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let loaded!: () => void;
    const atGate = new Promise<void>((resolve) => (loaded = resolve));
    const slow = cache.read(A, async () => {
      const names = await r.load(A);
      loaded();
      await gate; // the write below commits while this read is still on its way
      return names;
    });
    await atGate;
    await database.db.execute(sql`update s.people set name = 'Amina K' where id = ${A}`);
    release();
    expect(await slow).toEqual(['Amina']); // its caller gets what it read, as without memory
    expect(await cache.read(A, () => r.load(A))).toEqual(['Amina K']);
  });

  it('forgets both owners when a row moves, a deleted row’s owner, and everything on truncate', async () => {
    const cache = await cacheOf();
    const r = reader();
    await cache.read(A, () => r.load(A));
    await cache.read(B, () => r.load(B));
    await database.db.execute(sql`update s.people set owner = ${B} where id = ${A}`);
    expect(await cache.read(A, () => r.load(A))).toEqual([]);
    expect(await cache.read(B, () => r.load(B))).toEqual(['Amina', 'Yusuf']);
    await database.db.execute(sql`delete from s.people where id = ${B}`);
    expect(await cache.read(B, () => r.load(B))).toEqual(['Amina']);
    await database.db.execute(sql`truncate s.people`);
    expect(await cache.read(B, () => r.load(B))).toEqual([]);
    expect(r.reads()).toBe(6);
  });

  it('takes a key in any letter case for the same rows', async () => {
    const cache = await cacheOf();
    const r = reader();
    await cache.read(A.toUpperCase(), () => r.load(A));
    await database.db.execute(sql`update s.people set name = 'Amina K' where id = ${A}`);
    expect(await cache.read(A.toUpperCase(), () => r.load(A))).toEqual(['Amina K']);
  });

  it('holds at most `max` keys, dropping the least recently read', async () => {
    const cache = await cacheOf(1);
    const r = reader();
    await cache.read(A, () => r.load(A));
    await cache.read(B, () => r.load(B));
    await cache.read(A, () => r.load(A));
    expect(r.reads()).toBe(3);
  });

  it('hands out frozen values: a caller cannot change what the next one gets', async () => {
    const cache = new RowCache<{ name: string }[]>(database.rowChanges, {
      table: 's.people',
      column: 'owner',
    });
    await cache.watch();
    const rows = await cache.read(A, async () => [{ name: 'Amina' }]);
    expect(() => rows.push({ name: 'x' })).toThrow(TypeError);
    expect(() => ((rows[0] as { name: string }).name = 'x')).toThrow(TypeError);
  });

  it('reads through, keeping nothing, where changes cannot be watched', async () => {
    const missing = new RowCache<string[]>(database.rowChanges, { table: 's.nobody', column: 'owner' });
    expect(await missing.watch()).toBe(false);
    const noFeed = new RowCache<string[]>(undefined, { table: 's.people', column: 'owner' });
    expect(await noFeed.watch()).toBe(false);
    const r = reader();
    for (const cache of [missing, noFeed]) {
      await cache.read(A, () => r.load(A));
      await cache.read(A, () => r.load(A));
    }
    expect(r.reads()).toBe(4);
  });
});
