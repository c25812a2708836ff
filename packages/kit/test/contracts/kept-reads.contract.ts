import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database, type Db } from '../../src/db/database.js';
import type { KeptReads } from '../../src/db/kept-reads.js';
import { keptReads } from '../../src/db/open-kept-reads.js';

export interface KeptReadsSubject {
  /** The database of the process whose reads are kept. */
  reader: Database;
  /** Who else writes the rows: another process's connection, or the same PGlite. */
  writer: Db;
  /** Waits until a fresh cache keeps reads (the embedded one starts watching its table). */
  warm?: (cache: KeptReads<unknown>) => Promise<unknown>;
}

const A = '0191a6f0-0000-7000-8000-00000000000a';
const B = '0191a6f0-0000-7000-8000-00000000000b';

/** The KeptReads port's contract, run on PGlite (rows kept) and on PostgreSQL (none kept). */
export function keptReadsContract(name: string, open: () => KeptReadsSubject) {
  describe(`KeptReads contract: ${name}`, () => {
    let subject: KeptReadsSubject;
    beforeAll(async () => {
      subject = open();
      await subject.reader.db.execute(sql`create schema if not exists kept_contract`);
    });

    /** A table of its own per test, a cache over it and a load that counts its reads. */
    async function fixture() {
      const table = `kept_contract.people_${randomUUID().slice(0, 8)}`;
      const t = sql.raw(table);
      await subject.writer.execute(
        sql`create table ${t} (id uuid primary key, owner uuid not null, name text not null)`,
      );
      await subject.writer.execute(
        sql`insert into ${t} values (gen_random_uuid(), ${A}, 'Amina'), (gen_random_uuid(), ${B}, 'Yusuf')`,
      );
      const cache = keptReads<string[]>(subject.reader.rowChanges, { table, column: 'owner' });
      await subject.warm?.(cache as KeptReads<unknown>);
      let loads = 0;
      const names = async (owner: string) => {
        loads++;
        const result = await subject.reader.db.execute(
          sql`select name from ${t} where owner = ${owner} order by name`,
        );
        return rowsOf<{ name: string }>(result).map((r) => r.name);
      };
      const read = (owner: string) => cache.read(owner, () => names(owner.toLowerCase()));
      return { t, cache, read, names, loads: () => loads };
    }

    it('answers what the database holds, and the next read after a commit elsewhere sees it', async () => {
      const { t, read } = await fixture();
      expect(await read(A)).toEqual(['Amina']);
      expect(await read(A)).toEqual(['Amina']);
      await subject.writer.execute(sql`update ${t} set name = 'Amina K' where owner = ${A}`);
      expect(await read(A)).toEqual(['Amina K']);
      await subject.writer.transaction(async (tx) => {
        await tx.execute(sql`insert into ${t} values (gen_random_uuid(), ${A}, 'Zaid')`);
      });
      expect(await read(A)).toEqual(['Amina K', 'Zaid']);
      await subject.writer.execute(sql`delete from ${t} where owner = ${A} and name = 'Zaid'`);
      expect(await read(A)).toEqual(['Amina K']);
    });

    it('sees a row moved between keys under both, and keeps other keys’ answers', async () => {
      const { t, read } = await fixture();
      expect(await read(A)).toEqual(['Amina']);
      expect(await read(B)).toEqual(['Yusuf']);
      await subject.writer.execute(sql`update ${t} set owner = ${B} where owner = ${A}`);
      expect(await read(A)).toEqual([]);
      expect(await read(B)).toEqual(['Amina', 'Yusuf']);
    });

    it('changes nothing for a write that rolled back', async () => {
      const { t, read } = await fixture();
      expect(await read(A)).toEqual(['Amina']);
      await expect(
        subject.writer.transaction(async (tx) => {
          await tx.execute(sql`update ${t} set name = 'never' where owner = ${A}`);
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      expect(await read(A)).toEqual(['Amina']);
    });

    it('answers a read that a commit overtook with its rows, and the next read with the commit’s', async () => {
      const { t, cache, names } = await fixture();
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let loaded!: () => void;
      const hasLoaded = new Promise<void>((resolve) => (loaded = resolve));
      const racing = cache.read(A, async () => {
        const rows = await names(A);
        loaded();
        await gate;
        return rows;
      });
      await hasLoaded;
      await subject.writer.execute(sql`update ${t} set name = 'Amina K' where owner = ${A}`);
      release();
      expect(await racing).toEqual(['Amina']);
      expect(await cache.read(A, () => names(A))).toEqual(['Amina K']);
    });

    it('takes a uuid key in any case as the same key', async () => {
      const { t, read } = await fixture();
      expect(await read(A.toUpperCase())).toEqual(['Amina']);
      await subject.writer.execute(sql`update ${t} set name = 'Amina K' where owner = ${A}`);
      expect(await read(A.toUpperCase())).toEqual(['Amina K']);
      expect(await read(A)).toEqual(['Amina K']);
    });

    it('sees a TRUNCATE under every key', async () => {
      const { t, read } = await fixture();
      expect(await read(A)).toEqual(['Amina']);
      expect(await read(B)).toEqual(['Yusuf']);
      await subject.writer.execute(sql`truncate ${t}`);
      expect(await read(A)).toEqual([]);
      expect(await read(B)).toEqual([]);
    });

    it('hands out frozen values: a caller changing a shared answer fails in every mode', async () => {
      const { read } = await fixture();
      const first = await read(A);
      expect(() => (first as string[]).push('x')).toThrow(TypeError);
      const rows = await keptReads<{ name: string }[]>(subject.reader.rowChanges, {
        table: 'kept_contract.nothing',
        column: 'owner',
      }).read(A, async () => [{ name: 'Amina' }]);
      expect(() => void ((rows[0] as { name: string }).name = 'x')).toThrow(TypeError);
    });

    it('loads again after forget, for one key or every key', async () => {
      const { read, cache, loads } = await fixture();
      await read(A);
      await read(B);
      const before = loads();
      cache.forget(A.toUpperCase());
      await read(A);
      expect(loads()).toBe(before + 1);
      cache.forget(undefined);
      await read(A);
      await read(B);
      expect(loads()).toBe(before + 3);
    });

    it('answers from the load while its table does not exist yet', async () => {
      const cache = keptReads<string[]>(subject.reader.rowChanges, {
        table: `kept_contract.later_${randomUUID().slice(0, 8)}`,
        column: 'owner',
      });
      let n = 0;
      expect(await cache.read(A, async () => [`load ${++n}`])).toEqual(['load 1']);
      expect(await cache.read(A, async () => [`load ${++n}`])).toEqual(['load 2']);
    });
  });
}
