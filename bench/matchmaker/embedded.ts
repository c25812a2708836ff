import { isDeepStrictEqual } from 'node:util';
import path from 'node:path';
import { MemoryEventBus, openPgliteDatabase } from '@mawadda/kit';
import { heldMember } from '../../services/search/src/index/memory/held-member.js';
import { MemorySearchIndex } from '../../services/search/src/index/memory/memory-index.js';
import type { IndexQuery } from '../../services/search/src/index/search-index.js';
import { percentiles, timed, type Percentiles } from '../lib/sampling.js';
import { seedIndexTable } from '../lib/search-seed.js';
import { memoryForwardOnly } from './forward-only.js';
import { timePairs, type PairFigures } from './latency.js';
import { timeMorningRun, type MorningFigures } from './morning.js';
import { searcherOf, seedReadModel, type Person } from './population.js';
import { compatibilitySearch, pickQuery } from './queries.js';

export const MIGRATIONS = path.resolve(import.meta.dirname, '../../services/search/drizzle');
const DAY_MS = 86_400_000;
/** The exclusions a pick query carries: a month of daily picks (`notAgain`). */
const MONTH_OF_PICKS = 150;

export interface EmbeddedFigures {
  search: PairFigures;
  pick: PairFigures;
  /** The queries timed, for the other adapters to be asked the same. */
  searches: IndexQuery[];
  picks: IndexQuery[];
  /** The first query of a UTC day (every member's traits made) against a later one. */
  firstOfDay: Percentiles;
  laterInDay: Percentiles;
  morning: MorningFigures;
}

/**
 * Embedded mode: PGlite with the index answered from memory, events in process. The latencies
 * first, then the morning run on the same database.
 */
export async function measureEmbedded(o: {
  people: Person[];
  searchers: Person[];
  due: ReadonlySet<string>;
  now: Date;
  firstOfDayRounds: number;
}): Promise<EmbeddedFigures> {
  const members = o.people.map((p) => p.member);
  const database = await openPgliteDatabase();
  try {
    const started = Date.now();
    await database.migrate(MIGRATIONS, 'search');
    await seedIndexTable(database.db, members);
    await seedReadModel(database.db, o.people, o.due, o.now);
    const index = new MemorySearchIndex(database.db);
    await index.prepare();
    console.log(
      `  PGlite seeded and the memory index read in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    // The baseline's own copy, made as the adapter makes its own.
    const held = members.map(heldMember);
    const keysOf = async (q: IndexQuery) => (await index.query(q)).map((h) => h.key);
    const forward = async (q: IndexQuery) => memoryForwardOnly(held, q);

    const searches = o.searchers.map((p) => compatibilitySearch(searcherOf(p), o.now));
    const search = await timePairs('memory adapter, search', searches, keysOf, forward);
    const picks: IndexQuery[] = [];
    for (const [i, p] of o.searchers.entries()) {
      const best = await index.query({ ...searches[i]!, limit: MONTH_OF_PICKS });
      picks.push(
        pickQuery(
          searcherOf(p),
          best.map((h) => h.member.memberId),
          o.now,
        ),
      );
    }
    const pick = await timePairs('memory adapter, pick', picks, keysOf, forward);

    // Each day ahead is a day the adapter has not made anyone's traits for yet.
    const first: number[] = [];
    const later: number[] = [];
    for (let day = 1; day <= o.firstOfDayRounds; day++) {
      const p = o.searchers[day % o.searchers.length]!;
      const q = compatibilitySearch(searcherOf(p), new Date(o.now.getTime() + day * DAY_MS));
      first.push(await timed(() => index.query(q)));
      later.push(await timed(() => index.query(q)));
    }

    const { firstQuery, ...morning } = await timeMorningRun({
      label: 'morning run, embedded',
      database,
      bus: new MemoryEventBus(),
      index,
      now: o.now,
      due: o.due.size,
    });
    checkPickQuery(firstQuery, o.people, o.now);
    return {
      search,
      pick,
      searches,
      picks,
      firstOfDay: percentiles(first),
      laterInDay: percentiles(later),
      morning,
    };
  } finally {
    await database.close();
  }
}

/** The run's first query is the pick query this bench times (nothing excluded yet that morning). */
export function checkPickQuery(asked: IndexQuery | undefined, people: Person[], now: Date): void {
  const me = people.find((p) => p.member.memberId === asked?.filter.excludeIds[0]);
  if (!asked || !me) throw new Error('the morning run asked no pick query');
  // Deep, not textual: answers read back from JSON keep their keys in another order.
  if (!isDeepStrictEqual(asked, pickQuery(searcherOf(me), [], now)))
    throw new Error('pickSuggestions asks another query than bench/matchmaker/queries.ts: update it');
}
