import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SearchSort } from '@mawadda/contracts';
import { pageOf } from '../../src/app/pager.js';
import { decodeSortCursor } from '../../src/domain/sort-cursor.js';
import type { IndexFilter, IndexSort, SearchIndex } from '../../src/index/search-index.js';
import { FIXTURE, fixtureMember, idOf, SHARJAH } from './fixture.js';

export interface OpenedIndex {
  index: SearchIndex;
  close(): Promise<void>;
}

const numberOf = (id: string) => Number(id.slice(-12));
const SORTS: Record<SearchSort, IndexSort> = {
  newest: { by: 'newest' },
  mostActive: { by: 'mostActive' },
  nearest: { by: 'nearest', origin: SHARJAH },
  // Its own contract (compatibility.contract.ts) covers it on a population with wishes.
  compatibility: { by: 'newest' },
};

/**
 * The SearchIndex contract (DESIGN §1): every adapter gives the same members in the same order
 * for every filter and sort of the fixed population in ./fixture.ts, pages them alike, and keeps
 * the newest revision of a member whatever order writes arrive in.
 */
export function searchIndexContract(name: string, open: () => Promise<OpenedIndex>) {
  describe(`SearchIndex contract: ${name}`, () => {
    let opened: OpenedIndex;
    let index: SearchIndex;
    beforeAll(async () => {
      opened = await open();
      index = opened.index;
      await index.prepare();
    });
    afterAll(async () => {
      await opened?.close();
    });
    beforeEach(async () => {
      await index.clear();
      for (const m of FIXTURE) await index.put(m);
      await index.flush();
    });

    const find = async (filter: Partial<IndexFilter>, sort: SearchSort = 'newest') => {
      const hits = await index.query({ filter: { excludeIds: [], ...filter }, sort: SORTS[sort], limit: 50 });
      return hits.map((h) => numberOf(h.member.memberId));
    };

    it('sorts by registration, newest first, ties by member id', async () => {
      expect(await find({})).toEqual([11, 6, 5, 10, 4, 9, 3, 8, 2, 7, 1]);
    });

    it('sorts by last activity, most recent first', async () => {
      expect(await find({}, 'mostActive')).toEqual([9, 5, 11, 7, 2, 4, 1, 8, 3, 6, 10]);
    });

    it("sorts by distance from the searcher's city, nearest first, with the distance", async () => {
      expect(await find({}, 'nearest')).toEqual([1, 7, 11, 9, 3, 6, 5, 10, 2, 8, 4]);
      const hits = await index.query({ filter: { excludeIds: [] }, sort: SORTS.nearest, limit: 5 });
      const km = hits.map((h) => Math.round((h.distanceM ?? -1) / 1000));
      expect(km).toEqual([0, 0, 0, 11, 22]);
    });

    it('filters by gender', async () => {
      expect(await find({ gender: 'female' })).toEqual([11, 6, 5, 4, 3, 2, 1]);
      expect(await find({ gender: 'male' })).toEqual([10, 9, 8, 7]);
    });

    it('filters by birth dates: the minimum age inclusive, the maximum age exclusive', async () => {
      expect(await find({ gender: 'female', bornOnOrBefore: '1995-01-01' })).toEqual([6, 5, 4, 2]);
      expect(await find({ gender: 'female', bornOnOrBefore: '1995-01-01', bornAfter: '1990-02-10' })).toEqual(
        [6, 5],
      );
    });

    it('filters by marital state', async () => {
      expect(await find({ maritalState: 'divorced' })).toEqual([6, 2]);
      expect(await find({ maritalState: 'widowed' })).toEqual([10, 4]);
      expect(await find({ gender: 'female', maritalState: 'single' })).toEqual([11, 5, 3, 1]);
    });

    it('filters verified members only, and keeps the badges for the cards', async () => {
      expect(await find({ verifiedOnly: true })).toEqual([6, 9, 3]);
      expect(await find({ verifiedOnly: true, gender: 'female' }, 'nearest')).toEqual([3, 6]);
      expect(await find({ verifiedOnly: false })).toHaveLength(11);
      const hits = await index.query({
        filter: { excludeIds: [], verifiedOnly: true },
        sort: SORTS.newest,
        limit: 1,
      });
      expect(hits[0]!.member).toMatchObject({
        verified: true,
        badges: { phone: true, email: false, selfie: true, id: true },
      });
      const [plain] = await index.query({
        filter: { excludeIds: [idOf(6), idOf(9), idOf(3)] },
        sort: SORTS.newest,
        limit: 1,
      });
      expect(plain!.member.verified ?? false).toBe(false);
    });

    it('filters by nationality', async () => {
      expect(await find({ nationality: 'JO' })).toEqual([6, 4]);
    });

    it('filters smokers (any smoking) and non-smokers; an unanswered profile is neither', async () => {
      expect(await find({ smoking: 'smoker' })).toEqual([4, 9, 3, 8]);
      expect(await find({ smoking: 'non-smoker' })).toEqual([11, 6, 10, 2, 7, 1]);
    });

    it('filters by height and weight ranges, both ends inclusive; no answer matches no range', async () => {
      expect(await find({ heightMin: 160, heightMax: 168 })).toEqual([11, 6, 2, 1]);
      expect(await find({ weightMin: 70, weightMax: 85 })).toEqual([10, 4, 9, 7]);
      expect(await find({ heightMin: 120 })).not.toContain(5);
    });

    it('filters members active since a time, that instant included', async () => {
      expect(await find({ activeSince: new Date('2026-11-22T10:00:00Z') }, 'mostActive')).toEqual([9, 5, 11, 7, 2]);
    });

    it('filters by city', async () => {
      expect(await find({ city: 'AE-DXB' })).toEqual([6, 3]);
    });

    it('leaves out the excluded members (the searcher, blocks either way)', async () => {
      expect(await find({ gender: 'female', excludeIds: [idOf(11), idOf(5)] })).toEqual([6, 4, 3, 2, 1]);
    });

    it("keeps each member's visibility, and private members to the ids given when asked (privacy)", async () => {
      // Members 4 and 6 turn private (a later revision, as an event would write it).
      for (const n of [4, 6]) await index.put(fixtureMember(n, { visibility: 'private', rev: 2 }));
      await index.flush();
      const [noor] = await index.query({
        filter: { excludeIds: [], nationality: 'JO' },
        sort: SORTS.newest,
        limit: 1,
      });
      expect(noor!.member.visibility).toBe('private');
      // Without the restriction every member matches as before.
      expect(await find({ nationality: 'JO' })).toEqual([6, 4]);
      // With it, a private member matches only among the ids given (those who let the searcher in).
      expect(await find({ nationality: 'JO', privateAmong: [] })).toEqual([]);
      expect(await find({ nationality: 'JO', privateAmong: [idOf(4)] })).toEqual([4]);
      expect(await find({ gender: 'female', privateAmong: [] }, 'mostActive')).toEqual([5, 11, 2, 1, 3]);
      expect(await find({ gender: 'female', privateAmong: [idOf(6)] }, 'mostActive')).toEqual([
        5, 11, 2, 1, 3, 6,
      ]);
    });

    it('combines filters', async () => {
      expect(
        await find({ gender: 'female', maritalState: 'single', smoking: 'non-smoker', city: 'AE-SHJ' }),
      ).toEqual([11, 1]);
      expect(await find({ gender: 'male', city: 'AE-DXB' })).toEqual([]);
    });

    for (const sort of ['newest', 'mostActive', 'nearest'] as const) {
      it(`pages "${sort}" forward and back again by keyset, every member once`, async () => {
        const all = await find({}, sort);
        const page = (cursor?: string) =>
          pageOf(index, {
            filter: { excludeIds: [] },
            sort: SORTS[sort],
            sortName: sort,
            limit: 3,
            cursor: cursor ? decodeSortCursor(cursor, sort) : undefined,
          });
        const forward: number[][] = [];
        let current = await page();
        expect(current.prev).toBeNull();
        forward.push(current.hits.map((h) => numberOf(h.member.memberId)));
        while (current.next) {
          current = await page(current.next);
          forward.push(current.hits.map((h) => numberOf(h.member.memberId)));
        }
        expect(forward.flat()).toEqual(all);
        expect(forward.map((p) => p.length)).toEqual([3, 3, 3, 2]);

        const backward: number[][] = [];
        while (current.prev) {
          current = await page(current.prev);
          backward.unshift(current.hits.map((h) => numberOf(h.member.memberId)));
        }
        expect(backward).toEqual(forward.slice(0, -1));
        expect(current.prev).toBeNull();
        expect(current.next).not.toBeNull();
      });
    }

    it('keeps the newest revision whatever order writes arrive in', async () => {
      await index.put(fixtureMember(1, { rev: 5, fullName: 'Aisha Rahman', city: 'AE-DXB' }));
      await index.put(fixtureMember(1, { rev: 3, fullName: 'Stale' }));
      await index.flush();
      const hits = await index.query({
        filter: { excludeIds: [], city: 'AE-DXB' },
        sort: SORTS.newest,
        limit: 10,
      });
      expect(hits.map((h) => [numberOf(h.member.memberId), h.member.fullName])).toEqual([
        [6, 'Sara'],
        [3, 'Mariam'],
        [1, 'Aisha Rahman'],
      ]);
      expect(await find({ city: 'AE-SHJ' })).toEqual([11, 7]);

      await index.remove(idOf(1), 4);
      await index.flush();
      expect(await find({ city: 'AE-DXB' })).toContain(1);
      await index.remove(idOf(1), 6);
      await index.flush();
      expect(await find({})).not.toContain(1);
      expect(await index.count()).toBe(FIXTURE.length - 1);
    });

    it('writes a batch (one bulk request) as put and remove would one by one, stale ones dropped', async () => {
      await index.write([
        { put: fixtureMember(1, { rev: 5, fullName: 'Aisha Rahman' }) },
        { put: fixtureMember(2, { rev: 0, fullName: 'Stale' }) },
        { put: fixtureMember(7, { memberId: idOf(12), fullName: 'Hamza' }) },
        { remove: { memberId: idOf(3), rev: 2 } },
        { remove: { memberId: idOf(4), rev: 0 } },
        { remove: { memberId: idOf(99), rev: 1 } },
      ]);
      await index.write([]);
      await index.flush();
      expect(await find({})).toEqual([11, 6, 5, 10, 4, 9, 8, 2, 12, 7, 1]);
      const names = (await index.query({ filter: { excludeIds: [] }, sort: SORTS.newest, limit: 50 })).map(
        (h) => h.member.fullName,
      );
      expect(names).toContain('Aisha Rahman');
      expect(names).toContain('Fatima');
      expect(names).not.toContain('Stale');
    });
  });
}
