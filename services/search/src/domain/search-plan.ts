import type { Gender, SearchQuery } from '@mawadda/contracts';
import { ok, refused, type Outcome } from '@mawadda/kit';
import type { FitFilter, IndexFilter, IndexSort } from '../index/search-index.js';
import { birthRangeFor } from './age.js';
import { traitsOf } from './compatibility/answers.js';
import { activeSinceFor } from './compatibility/fit-in-memory.js';
import type { RefusalOf } from './refusals.js';
import { withPrivacy } from './search-sight.js';
import type { Searcher } from './searcher.js';
import { decodeSortCursor, type SortCursor } from './sort-cursor.js';

/**
 * The compatibility sort and filter of a searcher: both ways' musts filter, the nice wishes score.
 * Undefined when her own answers cannot be weighed (no birth date or city on file).
 */
export function matchOf(me: Searcher, today: Date): { sort: IndexSort; fit: FitFilter } | undefined {
  if (!me.answering) return undefined;
  const traits = traitsOf(me.answering, today);
  return {
    fit: { must: me.wishes.must, me: traits, today },
    sort: {
      by: 'compatibility',
      score: {
        nice: me.wishes.nice,
        niceCount: me.wishes.niceCount,
        me: traits,
        today,
        activeSince: activeSinceFor(today),
      },
    },
  };
}

export const opposite = (g: Gender | null | undefined): Gender | undefined =>
  g === 'male' ? 'female' : g === 'female' ? 'male' : undefined;

export interface SearchPlan {
  filter: IndexFilter;
  sort: IndexSort;
  cursor?: SortCursor;
}

/**
 * A member's query as the index reads it: never the searcher nor anyone blocked either way, the
 * opposite gender by default, nearest from the searcher's city; a private member found by what her
 * guest view hides only by those she let in. A cursor belongs to its sort.
 */
export function planSearch(
  q: SearchQuery,
  me: Searcher,
  today: Date,
): Outcome<
  SearchPlan,
  RefusalOf<'cursor_invalid'> | RefusalOf<'nearest_needs_city'> | RefusalOf<'compatibility_needs_profile'>
> {
  const cursor = q.cursor === undefined ? undefined : decodeSortCursor(q.cursor, q.sort);
  if (q.cursor !== undefined && !cursor) return refused({ refusal: 'cursor_invalid' });
  let sort: IndexSort;
  let fit: FitFilter | undefined;
  if (q.sort === 'compatibility') {
    const m = matchOf(me, today);
    if (!m) return refused({ refusal: 'compatibility_needs_profile' });
    ({ sort, fit } = m);
  } else if (q.sort !== 'nearest') sort = { by: q.sort };
  else if (me.origin) sort = { by: 'nearest', origin: me.origin };
  else return refused({ refusal: 'nearest_needs_city' });

  const filter: IndexFilter = {
    gender: q.gender ?? opposite(me.gender),
    ...birthRangeFor({ min: q.ageMin, max: q.ageMax }, today),
    maritalState: q.maritalState,
    nationality: q.nationality,
    smoking: q.smoking,
    heightMin: q.heightMin,
    heightMax: q.heightMax,
    weightMin: q.weightMin,
    weightMax: q.weightMax,
    city: q.location,
    verifiedOnly: q.verifiedOnly,
    excludeIds: me.excludeIds,
    ...(fit && { fit }),
  };
  return ok({ filter: withPrivacy(filter, sort, me.insiders), sort, cursor });
}

/**
 * The most-active strip: a member sees the opposite gender minus blocks; a guest, everyone. It is
 * ordered by activity, which a private member's guest view does not show: she is in it only for
 * those she let in.
 */
export const mostActiveFilter = (me: Searcher | undefined): IndexFilter =>
  withPrivacy(
    { gender: opposite(me?.gender), excludeIds: me?.excludeIds ?? [] },
    { by: 'mostActive' },
    me?.insiders ?? [],
  );
