import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openPgliteDatabase, transact, type Database } from '@mawadda/kit';
import { MemorySearchIndex } from '../src/index/memory/memory-index.js';
import { SqlSearchIndex } from '../src/index/sql/sql-index.js';
import type { IndexQuery } from '../src/index/search-index.js';
import { compatibilityContract } from './contract/compatibility.contract.js';
import { searchIndexContract } from './contract/search-index.contract.js';
import { heldMember } from '../src/index/memory/held-member.js';
import { topHits } from '../src/index/memory/top-hits.js';
import { fixtureMember, idOf } from './contract/fixture.js';
import { traitsOf } from '../src/domain/compatibility/answers.js';

const MIGRATIONS = path.resolve(import.meta.dirname, '../drizzle');

async function openDatabase() {
  const database = await openPgliteDatabase();
  await database.migrate(MIGRATIONS, 'search');
  return database;
}

// The embedded mode's adapter: PGlite's table, queries answered from memory.
searchIndexContract('memory adapter (PGlite table)', async () => {
  const database = await openDatabase();
  return { index: new MemorySearchIndex(database.db), close: () => database.close() };
});

compatibilityContract('memory adapter (PGlite table)', async () => {
  const database = await openDatabase();
  return { index: new MemorySearchIndex(database.db), close: () => database.close() };
});

describe('MemorySearchIndex mirrors what is committed', () => {
  let database: Database;
  let index: MemorySearchIndex;
  const everyone: IndexQuery = { filter: { excludeIds: [] }, sort: { by: 'newest' }, limit: 50 };
  const names = async (i = index) => (await i.query(everyone)).map((h) => h.member.fullName);

  beforeAll(async () => {
    database = await openDatabase();
    index = new MemorySearchIndex(database.db);
    await index.prepare();
  });
  afterAll(() => database.close());
  beforeEach(() => index.clear());

  it('shows a transaction’s writes once it commits, not before', async () => {
    await transact(database.db, async (tx) => {
      await index.put(fixtureMember(1), tx);
      expect(await names()).toEqual([]);
    });
    expect(await names()).toEqual(['Aisha']);
  });

  it('shows nothing of a transaction that rolls back, and the table has nothing either', async () => {
    await index.put(fixtureMember(2));
    await expect(
      transact(database.db, async (tx) => {
        await index.put(fixtureMember(1), tx);
        await index.remove(idOf(2), 99, tx);
        throw new Error('the batch failed');
      }),
    ).rejects.toThrow('the batch failed');
    expect(await names()).toEqual(['Fatima']);
    expect((await new SqlSearchIndex(database.db).query(everyone)).map((h) => h.member.fullName)).toEqual([
      'Fatima',
    ]);
  });

  it('refuses a write in a transaction whose commit it cannot see, and writes nothing', async () => {
    await expect(database.db.transaction(async (tx) => index.put(fixtureMember(1), tx))).rejects.toThrow(
      /transact/,
    );
    expect(await new SqlSearchIndex(database.db).count()).toBe(0);
    expect(await names()).toEqual([]);
  });

  it('starts from what the table holds', async () => {
    await index.put(fixtureMember(3));
    await index.put(fixtureMember(4, { rev: 7 }));
    const restarted = new MemorySearchIndex(database.db);
    await restarted.prepare();
    expect(await names(restarted)).toEqual(['Noor', 'Mariam']);
    expect(await restarted.count()).toBe(2);
    // Its revision guard holds what the table held: an older write changes nothing.
    await restarted.put(fixtureMember(4, { rev: 6, fullName: 'Stale' }));
    expect(await names(restarted)).toEqual(['Noor', 'Mariam']);
  });

  it('hands out members no caller can change', async () => {
    await index.put(fixtureMember(1));
    const [hit] = await index.query(everyone);
    expect(() => Object.assign(hit!.member, { fullName: 'Changed' })).toThrow(TypeError);
  });
});

describe('compatibility in memory', () => {
  it("weighs a member's age on the query's own day, whatever day was asked before", async () => {
    const database = await openDatabase();
    const index = new MemorySearchIndex(database.db);
    await index.prepare();
    // Aisha, born 1998-05-01, turns 28 on 2026-05-01; he accepts only 28.
    await index.put(fixtureMember(1));
    const found = async (today: Date) => {
      const fit = {
        must: { sets: {}, ranges: { age: { min: 28, max: 28 } } },
        me: traitsOf(fixtureMember(7), today),
        today,
      };
      const hits = await index.query({ filter: { excludeIds: [], fit }, sort: { by: 'newest' }, limit: 5 });
      return hits.map((h) => h.member.fullName);
    };
    const eve = new Date('2026-04-30T23:00:00Z');
    const birthday = new Date('2026-05-01T01:00:00Z');
    expect(await found(eve)).toEqual([]);
    expect(await found(birthday)).toEqual(['Aisha']);
    expect(await found(eve)).toEqual([]);
    await database.close();
  });
});

describe('the newest search walked in registration order', () => {
  it('pages as a full pass would, through puts that move members, removals and ties', async () => {
    const database = await openDatabase();
    const index = new MemorySearchIndex(database.db);
    await index.prepare();
    // A seeded walk: members of 11 kinds, registered within a few days (many in the same second).
    let seed = 7;
    const random = (n: number) => (((seed = (seed * 48271) % 2147483647) % n) + n) % n;
    const current = new Map<string, ReturnType<typeof fixtureMember>>();
    for (let step = 0; step < 400; step++) {
      const n = 1 + random(60);
      const id = idOf(1000 + n);
      const rev = (current.get(id)?.rev ?? 0) + 1;
      if (random(5) === 0 && current.has(id)) {
        await index.remove(id, rev);
        current.delete(id);
      } else {
        const member = fixtureMember(1 + random(11), {
          memberId: id,
          rev,
          registeredAt: new Date(Date.UTC(2026, 10, 1 + random(3), 10, 0, random(3))),
        });
        await index.put(member);
        current.set(id, member);
      }
    }
    const all = [...current.values()].map(heldMember);
    for (const filter of [
      {},
      { gender: 'female' as const },
      { nationality: 'AE', gender: 'male' as const },
    ]) {
      for (const backwards of [false, true]) {
        let after: IndexQuery['after'];
        for (let page = 0; page < 8; page++) {
          const q: IndexQuery = {
            filter: { excludeIds: [idOf(1003)], ...filter },
            sort: { by: 'newest' },
            limit: 7,
            after,
            backwards,
          };
          const hits = await index.query(q);
          expect(hits).toEqual(topHits(all, q));
          if (hits.length === 0) break;
          after = hits.at(-1)!.key;
        }
      }
    }
    await database.close();
  });
});
