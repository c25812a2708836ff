import type { FitFilter, IndexedMember, ScoreInput } from '../../index/search-index.js';
import { traitsOf } from './answers.js';
import { ACTIVE_BOOST_DAYS, metCount, rankOf, unmet } from './pair-fit.js';
import { NO_WISHES } from './wishes.js';

/*
 * Compatibility over one member at a time, as the memory adapter runs it; the SQL and
 * Elasticsearch adapters say the same in their own terms, and the contract suite holds all three
 * to the same answers.
 */

/** Both ways' musts: hers met by the member's answers, and the member's met by hers. */
export function passesFit(m: IndexedMember, f: FitFilter): boolean {
  if (unmet(f.must, traitsOf(m, f.today)).length > 0) return false;
  return unmet((m.wishes ?? NO_WISHES).must, f.me).length === 0;
}

/** The member's compatibility rank for the searcher (what the sort orders by). */
export function rankFor(m: IndexedMember, s: ScoreInput): number {
  const wishes = m.wishes ?? NO_WISHES;
  return rankOf(
    metCount(s.nice, traitsOf(m, s.today)),
    s.niceCount,
    metCount(wishes.nice, s.me),
    wishes.niceCount,
    m.verified ?? false,
    m.lastActiveAt.getTime() >= s.activeSince.getTime(),
  );
}

export const activeSinceFor = (now: Date) => new Date(now.getTime() - ACTIVE_BOOST_DAYS * 86_400_000);
