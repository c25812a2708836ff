import { rankFor } from '../../domain/compatibility/fit-in-memory.js';
import type { IndexHit, IndexQuery, IndexSort, SortKey } from '../search-index.js';
import { distanceM } from '../../domain/distance.js';
import { matches } from './matches.js';
import { traitsOn, type HeldMember } from './held-member.js';

/**
 * `(key, memberId)` of `a` against `b` as the SQL adapter orders rows: the key, then the member
 * id (uuid order, which for the lowercase canonical form is string order).
 */
const compare = (a: SortKey, b: SortKey): number =>
  a[0] !== b[0] ? a[0] - b[0] : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0;

function keyOf(held: HeldMember, sort: IndexSort): number {
  switch (sort.by) {
    case 'newest':
      return held.registeredMs;
    case 'mostActive':
      return held.lastActiveMs;
    case 'nearest':
      return distanceM(sort.origin, held.member);
    case 'compatibility':
      return rankFor(held.member, traitsOn(held, sort.score.today), sort.score);
  }
}

/**
 * One query over the members in memory with the SQL adapter's semantics, in one pass keeping the
 * best `limit` hits. An embedded deployment's member base keeps that pass cheap; a bigger base runs
 * distributed, on Elasticsearch.
 */
export function topHits(
  members: Iterable<HeldMember>,
  q: IndexQuery,
  /** `inOrder`: the members come in the walk's own order, so the first `limit` hits are the page. */
  options: { inOrder?: boolean } = {},
): IndexHit[] {
  // newest and mostActive run descending, nearest ascending; `backwards` flips either.
  const descending = (q.sort.by !== 'nearest') !== Boolean(q.backwards);
  const sign = descending ? -1 : 1;
  /** Negative when `a` comes first in the walk. */
  const order = (a: SortKey, b: SortKey) => sign * compare(a, b);
  // The cursor's time keys are whole milliseconds, as the SQL adapter rounds them.
  const after: SortKey | undefined =
    q.after && (q.sort.by === 'nearest' ? q.after : [Math.round(q.after[0]), q.after[1]]);
  const excluded = new Set(q.filter.excludeIds);
  const privateAmong = q.filter.privateAmong && new Set(q.filter.privateAmong);
  const best: IndexHit[] = [];

  for (const held of members) {
    if (excluded.has(held.member.memberId) || !matches(held, q.filter)) continue;
    if (privateAmong && held.member.visibility !== 'public' && !privateAmong.has(held.member.memberId))
      continue;
    const key: SortKey = [keyOf(held, q.sort), held.member.memberId];
    if (after && order(key, after) <= 0) continue;
    // Full and this one comes after the last kept: most members end here.
    if (best.length === q.limit && order(key, best[best.length - 1]!.key) >= 0) continue;
    let at = best.length;
    while (at > 0 && order(key, best[at - 1]!.key) < 0) at--;
    best.splice(at, 0, { member: held.member, key, ...(q.sort.by === 'nearest' && { distanceM: key[0] }) });
    if (best.length > q.limit) best.pop();
    if (options.inOrder && best.length === q.limit) break;
  }
  return best;
}
