import type { FitFilter, IndexedMember, ScoreInput } from '../../index/search-index.js';
import { ACTIVE_BOOST_DAYS, allMet, metCount, rankOf } from './pair-fit.js';
import type { MatchTraits } from './traits.js';
import { NO_WISHES } from './wishes.js';

/*
 * Compatibility over one member at a time, as the memory adapter runs it; the SQL and
 * Elasticsearch adapters say the same in their own terms, and the contract suite holds all three
 * to the same answers. `traits` are the member's on the query's day (`traitsOf`), which the
 * adapter keeps rather than making them again for every query.
 */

/** Her musts, met by the member's answers: the forward half of the filter. */
export const herMustsMet = (traits: MatchTraits, f: FitFilter): boolean => allMet(f.must, traits);

/** Both ways' musts: hers met by the member's answers, and the member's met by hers. */
export function passesFit(m: IndexedMember, traits: MatchTraits, f: FitFilter): boolean {
  return herMustsMet(traits, f) && allMet((m.wishes ?? NO_WISHES).must, f.me);
}

/** The member's compatibility rank for the searcher (what the sort orders by). */
export function rankFor(m: IndexedMember, traits: MatchTraits, s: ScoreInput): number {
  const wishes = m.wishes ?? NO_WISHES;
  return rankOf(
    metCount(s.nice, traits),
    s.niceCount,
    metCount(wishes.nice, s.me),
    wishes.niceCount,
    m.verified ?? false,
    m.lastActiveAt.getTime() >= s.activeSince.getTime(),
  );
}

export const activeSinceFor = (now: Date) => new Date(now.getTime() - ACTIVE_BOOST_DAYS * 86_400_000);
