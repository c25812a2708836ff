import { showsDetails, type Compatibility } from '@mawadda/contracts';
import type { IndexedMember } from '../../index/search-index.js';
import { hitSight, type Onlooker } from '../search-sight.js';
import type { Searcher } from '../searcher.js';
import { traitsOf } from './answers.js';
import { pairFit, type PairFit } from './pair-fit.js';
import { NO_WISHES } from './wishes.js';

/** The pair seen by the searcher, or undefined when her own answers cannot be weighed. */
export function fitWith(me: Searcher, m: IndexedMember, now: Date): PairFit | undefined {
  if (!me.answering) return undefined;
  return pairFit(
    { traits: traitsOf(me.answering, now), wishes: me.wishes },
    {
      traits: traitsOf(m, now),
      wishes: m.wishes ?? NO_WISHES,
      verified: m.verified ?? false,
      lastActiveAt: m.lastActiveAt,
    },
    now,
  );
}

/**
 * What a card says of the pair: only for a compatible pair of a man and a woman, and only where
 * the searcher reads the member whole (a private member's hidden answers weigh in the score, so her guest view has none).
 */
export function cardCompatibility(
  me: Searcher,
  m: IndexedMember,
  now: Date,
  who: Onlooker,
): Compatibility | undefined {
  // A pair is a man and a woman: a search filtered to one's own gender shows no score.
  if (m.gender === me.gender || !showsDetails(hitSight(m, who))) return undefined;
  const fit = fitWith(me, m, now);
  return fit?.compatible ? fit.compatibility : undefined;
}
