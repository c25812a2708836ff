import { Client } from '@elastic/elasticsearch';
import { findCity } from '@mawadda/contracts';
import { birthRangeFor } from '../../services/search/src/domain/age.js';
import type { ElasticSearchIndex } from '../../services/search/src/index/elastic/elastic-index.js';
import type { IndexFilter, IndexSort, SearchIndex } from '../../services/search/src/index/search-index.js';
import { sample, type Percentiles } from '../lib/sampling.js';

export const SORTS = ['newest', 'mostActive', 'nearest'] as const;
type Sort = (typeof SORTS)[number];
const PAGE = 20;

/**
 * What a member typically asks: a woman in Sharjah looking for single men aged 25 to 40, with
 * a few members blocked. The same filter goes to both adapters and, written out by hand, to
 * Elasticsearch directly.
 */
export function typicalSearch(blocked: string[], today = new Date()) {
  const sharjah = findCity('AE-SHJ')!;
  const filter: IndexFilter = {
    gender: 'male',
    ...birthRangeFor({ min: 25, max: 40 }, today),
    maritalState: 'single',
    excludeIds: blocked,
  };
  const sorts: Record<Sort, IndexSort> = {
    newest: { by: 'newest' },
    mostActive: { by: 'mostActive' },
    nearest: { by: 'nearest', origin: { lat: sharjah.lat, lon: sharjah.lon } },
  };
  return { filter, sorts, origin: sharjah };
}

/** The typical search as a hand-written request body: the baseline the adapter is held to. */
function rawBody(s: ReturnType<typeof typicalSearch>, sort: Sort) {
  const f = s.filter;
  const first =
    sort === 'nearest'
      ? { _geo_distance: { location: { lat: s.origin.lat, lon: s.origin.lon }, order: 'asc', unit: 'm' } }
      : { [sort === 'newest' ? 'registeredAt' : 'lastActiveAt']: 'desc' };
  return {
    size: PAGE,
    track_total_hits: false,
    query: {
      bool: {
        filter: [
          { term: { gender: 'male' } },
          { term: { maritalState: 'single' } },
          { range: { birthDate: { lte: f.bornOnOrBefore, gt: f.bornAfter } } },
        ],
        must_not: [{ terms: { memberId: f.excludeIds } }],
      },
    },
    sort: [first, { memberId: sort === 'nearest' ? 'asc' : 'desc' }],
  };
}

export interface SortFigures {
  sort: Sort;
  sql: Percentiles;
  elastic: Percentiles;
  raw: Percentiles;
}

export async function measureQueries(
  sql: SearchIndex,
  elastic: ElasticSearchIndex,
  es: Client,
  alias: string,
  s: ReturnType<typeof typicalSearch>,
  rounds: number,
): Promise<SortFigures[]> {
  const out: SortFigures[] = [];
  for (const sort of SORTS) {
    const q = { filter: s.filter, sort: s.sorts[sort], limit: PAGE };
    // Same answer from all three, or the timings compare different work.
    const [a, b, c] = await Promise.all([
      sql.query(q),
      elastic.query(q),
      es.search({ index: alias, ...rawBody(s, sort) } as never),
    ]);
    const ids = (hits: { member: { memberId: string } }[]) => hits.map((h) => h.member.memberId).join();
    const rawIds = c.hits.hits.map((h) => h._id).join();
    if (ids(a) !== ids(b) || ids(b) !== rawIds) throw new Error(`engines disagree on ${sort}`);
    out.push({
      sort,
      sql: await sample(rounds, () => sql.query(q)),
      elastic: await sample(rounds, () => elastic.query(q)),
      raw: await sample(rounds, () => es.search({ index: alias, ...rawBody(s, sort) } as never)),
    });
  }
  return out;
}
