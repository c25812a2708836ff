import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageOf } from '../../src/app/pager.js';
import { traitsOf } from '../../src/domain/compatibility/answers.js';
import { activeSinceFor } from '../../src/domain/compatibility/fit-in-memory.js';
import { pairFit, unmet } from '../../src/domain/compatibility/pair-fit.js';
import { NO_WISHES } from '../../src/domain/compatibility/wishes.js';
import { decodeSortCursor } from '../../src/domain/sort-cursor.js';
import type { IndexedMember, IndexQuery } from '../../src/index/search-index.js';
import type { OpenedIndex } from './search-index.contract.js';
import { randomMembers } from './random-members.js';

const TODAY = new Date('2026-11-29T09:00:00Z');
const POPULATION = randomMembers(20261129, 160, TODAY);

const sideOf = (m: IndexedMember) => ({
  traits: traitsOf(m, TODAY),
  wishes: m.wishes ?? NO_WISHES,
  verified: m.verified ?? false,
  lastActiveAt: m.lastActiveAt,
});

/** The compatibility query of `me` over the opposite gender, as search plans it. */
function queryFor(me: IndexedMember, limit = 500): IndexQuery {
  const mine = sideOf(me);
  return {
    filter: {
      excludeIds: [me.memberId],
      gender: me.gender === 'male' ? 'female' : 'male',
      fit: { must: mine.wishes.must, me: mine.traits, today: TODAY },
    },
    sort: {
      by: 'compatibility',
      score: {
        nice: mine.wishes.nice,
        niceCount: mine.wishes.niceCount,
        me: mine.traits,
        today: TODAY,
        activeSince: activeSinceFor(TODAY),
      },
    },
    limit,
  };
}

/** What the domain rule says `me` must find: compatible both ways, best rank first, ties by id. */
function expectedFor(me: IndexedMember) {
  return POPULATION.filter((m) => m.gender !== me.gender)
    .map((m) => ({ id: m.memberId, fit: pairFit(sideOf(me), sideOf(m), TODAY) }))
    .filter((x) => x.fit.compatible)
    .sort((a, b) => b.fit.rank - a.fit.rank || (a.id < b.id ? 1 : -1))
    .map((x) => [x.fit.rank, x.id]);
}

/**
 * Compatibility on every adapter (DESIGN §1): on a random population with random answers and
 * wishes, each searcher finds exactly the members the domain rule (`pairFit`) calls compatible both
 * ways, in its score order, so the adapters agree with it and with each other.
 */
export function compatibilityContract(name: string, open: () => Promise<OpenedIndex>) {
  describe(`compatibility contract: ${name}`, () => {
    let opened: OpenedIndex;
    beforeAll(async () => {
      opened = await open();
      await opened.index.prepare();
      await opened.index.clear();
      await opened.index.write(POPULATION.map((put) => ({ put })));
      await opened.index.flush();
    });
    afterAll(async () => {
      await opened?.index.clear();
      await opened?.close();
    });

    const searchers = POPULATION.slice(0, 40);

    it('finds exactly the members compatible both ways, ordered by the domain rank', async () => {
      let found = 0;
      for (const me of searchers) {
        const hits = await opened.index.query(queryFor(me));
        expect(
          hits.map((h) => [h.key[0], h.member.memberId]),
          me.memberId,
        ).toEqual(expectedFor(me));
        found += hits.length;
      }
      // The population is built so that musts leave some members and drop others.
      expect(found).toBeGreaterThan(40);
      expect(found).toBeLessThan(searchers.length * (POPULATION.length / 2));
    });

    it('never returns a member who breaks a must of either side', async () => {
      for (const me of searchers) {
        for (const hit of await opened.index.query(queryFor(me))) {
          const other = POPULATION.find((m) => m.memberId === hit.member.memberId)!;
          expect(unmet(sideOf(me).wishes.must, sideOf(other).traits)).toEqual([]);
          expect(unmet(sideOf(other).wishes.must, sideOf(me).traits)).toEqual([]);
        }
      }
    });

    it('gives back the answers and wishes it was given', async () => {
      const [hit] = await opened.index.query({ ...queryFor(searchers[0]!), limit: 1 });
      const original = POPULATION.find((m) => m.memberId === hit!.member.memberId)!;
      expect(hit!.member.answers).toEqual(original.answers);
      expect(hit!.member.wishes).toEqual(original.wishes);
    });

    it('pages the compatibility sort by keyset, forward and back, every member once', async () => {
      const me = searchers.find((s) => expectedFor(s).length >= 7)!;
      const q = queryFor(me);
      const page = (cursor?: string) =>
        pageOf(opened.index, {
          filter: q.filter,
          sort: q.sort,
          sortName: 'compatibility',
          limit: 3,
          cursor: cursor ? decodeSortCursor(cursor, 'compatibility') : undefined,
        });
      const forward: string[][] = [];
      let current = await page();
      forward.push(current.hits.map((h) => h.member.memberId));
      while (current.next) {
        current = await page(current.next);
        forward.push(current.hits.map((h) => h.member.memberId));
      }
      expect(forward.flat()).toEqual(expectedFor(me).map(([, id]) => id));
      const backward: string[][] = [];
      while (current.prev) {
        current = await page(current.prev);
        backward.unshift(current.hits.map((h) => h.member.memberId));
      }
      expect(backward).toEqual(forward.slice(0, -1));
    });
  });
}
