import type { estypes } from '@elastic/elasticsearch';
import type { IndexFilter, IndexQuery } from '../search-index.js';
import { fitClauses, rankedQuery } from './fit-query.js';

const SMOKERS = ['yes', 'sometimes'];

/** The query: the filter clauses, scored only where the sort is compatibility. */
export const queryOf = (q: IndexQuery): estypes.QueryDslQueryContainer =>
  q.sort.by === 'compatibility' ? rankedQuery(filterOf(q.filter), q.sort.score) : filterOf(q.filter);

/** The filters as a bool query's `filter` clauses (no scoring: other sorts rank by sort alone). */
export function filterOf(f: IndexFilter): estypes.QueryDslQueryContainer {
  const term = (field: string, value: string) => ({ term: { [field]: value } });
  const range = (
    field: string,
    bounds: estypes.QueryDslNumberRangeQuery | estypes.QueryDslDateRangeQuery,
  ) => ({
    range: { [field]: bounds },
  });
  const clauses: (estypes.QueryDslQueryContainer | false | undefined)[] = [
    f.gender !== undefined && term('gender', f.gender),
    (f.bornOnOrBefore !== undefined || f.bornAfter !== undefined) &&
      range('birthDate', {
        ...(f.bornOnOrBefore !== undefined && { lte: f.bornOnOrBefore }),
        ...(f.bornAfter !== undefined && { gt: f.bornAfter }),
      }),
    f.maritalState !== undefined && term('maritalState', f.maritalState),
    f.nationality !== undefined && term('nationality', f.nationality),
    f.smoking === 'smoker' && { terms: { smoking: SMOKERS } },
    f.smoking === 'non-smoker' && term('smoking', 'no'),
    (f.heightMin !== undefined || f.heightMax !== undefined) &&
      range('height', { gte: f.heightMin, lte: f.heightMax }),
    (f.weightMin !== undefined || f.weightMax !== undefined) &&
      range('weight', { gte: f.weightMin, lte: f.weightMax }),
    f.city !== undefined && term('city', f.city),
    f.verifiedOnly === true && { term: { verified: true } },
    f.activeSince !== undefined && range('lastActiveAt', { gte: f.activeSince.toISOString() }),
    // A document without `visibility` (written before it) counts as private, as in SQL.
    f.privateAmong !== undefined && {
      bool: {
        should: [
          term('visibility', 'public'),
          ...(f.privateAmong.length ? [{ terms: { memberId: [...f.privateAmong] } }] : []),
        ],
        minimum_should_match: 1,
      },
    },
    ...(f.fit ? fitClauses(f.fit) : []),
  ];
  return {
    bool: {
      filter: clauses.filter((c): c is estypes.QueryDslQueryContainer => Boolean(c)),
      ...(f.excludeIds.length > 0 && { must_not: [{ terms: { memberId: f.excludeIds } }] }),
    },
  };
}

/**
 * The sort with the member id as tie-break, as the SQL adapter orders: time sorts descending,
 * nearest ascending by arc distance in metres (the radius the SQL haversine uses); `backwards`
 * flips both keys, so `search_after` walks towards the previous page.
 */
export function sortOf(q: IndexQuery): estypes.SortCombinations[] {
  const descending = (q.sort.by !== 'nearest') !== Boolean(q.backwards);
  const order = descending ? 'desc' : 'asc';
  const first: estypes.SortCombinations =
    q.sort.by === 'nearest'
      ? {
          _geo_distance: {
            location: { lat: q.sort.origin.lat, lon: q.sort.origin.lon },
            order,
            unit: 'm',
            distance_type: 'arc',
          },
        }
      : q.sort.by === 'compatibility'
        ? { _score: { order } }
        : { [q.sort.by === 'newest' ? 'registeredAt' : 'lastActiveAt']: { order } };
  return [first, { memberId: { order } }];
}
