import type { Compatibility } from '@mawadda/contracts';
import { rangeTrait, setTrait, type MatchTraits } from './traits.js';
import {
  kindsOf,
  RANGE_KINDS,
  SET_KINDS,
  type IndexedWishes,
  type WishKind,
  type WishSet,
} from './wishes.js';

/**
 * Whether an answer meets one wish. An unanswered question meets no wish: a dealbreaker needs a
 * known answer, and an unknown one earns no credit.
 */
export function meetsWish(w: WishSet, kind: WishKind, t: MatchTraits): boolean {
  if ((SET_KINDS as readonly string[]).includes(kind)) {
    const value = setTrait(t, kind as (typeof SET_KINDS)[number]);
    return value !== null && w.sets[kind as (typeof SET_KINDS)[number]]!.includes(value);
  }
  const bounds = w.ranges[kind as (typeof RANGE_KINDS)[number]]!;
  const value = rangeTrait(t, kind as (typeof RANGE_KINDS)[number]);
  return value !== null && value >= bounds.min && value <= bounds.max;
}

/** The kinds of `w` that `t` does not meet. */
export const unmet = (w: WishSet, t: MatchTraits): WishKind[] =>
  kindsOf(w).filter((k) => !meetsWish(w, k, t));
export const metCount = (w: WishSet, t: MatchTraits): number =>
  kindsOf(w).filter((k) => meetsWish(w, k, t)).length;

/** Percent of `of` met, whole and rounded down; nothing asked is fully met. */
const fit = (met: number, of: number) => (of === 0 ? 100 : Math.floor((100 * met) / of));

/** How recent counts as active for the score's boost. */
export const ACTIVE_BOOST_DAYS = 7;
export const SCORE_WEIGHTS = { fit: 80, verified: 12, active: 8 } as const;

/**
 * The score (0–100) as every adapter computes it, in whole numbers so engines agree to the unit:
 * the mean of both directions' nice-wish fit weighs 80, the other's verification 12 and recent
 * activity 8.
 */
export function scoreOf(
  theyMeet: number,
  mine: number,
  youMeet: number,
  theirs: number,
  verified: boolean,
  active: boolean,
) {
  return (
    Math.floor(((fit(theyMeet, mine) + fit(youMeet, theirs)) * 2) / 5) +
    (verified ? SCORE_WEIGHTS.verified : 0) +
    (active ? SCORE_WEIGHTS.active : 0)
  );
}

export interface Side {
  traits: MatchTraits;
  wishes: IndexedWishes;
}

export interface PairFit {
  compatible: boolean;
  compatibility: Compatibility;
  /** The viewer's musts the other fails (hers to know). */
  yourMustsUnmet: WishKind[];
  theirMustsMet: boolean;
}

/** The pair seen by `viewer`: both ways' musts, and the score of `other` for her. */
export function pairFit(
  viewer: Side,
  other: Side & { verified: boolean; lastActiveAt: Date },
  now: Date,
): PairFit {
  const yourMustsUnmet = unmet(viewer.wishes.must, other.traits);
  const theirMustsMet = unmet(other.wishes.must, viewer.traits).length === 0;
  const theyMeet = metCount(viewer.wishes.nice, other.traits);
  const youMeet = metCount(other.wishes.nice, viewer.traits);
  const active = other.lastActiveAt.getTime() >= now.getTime() - ACTIVE_BOOST_DAYS * 86_400_000;
  return {
    compatible: yourMustsUnmet.length === 0 && theirMustsMet,
    yourMustsUnmet,
    theirMustsMet,
    compatibility: {
      score: scoreOf(
        theyMeet,
        viewer.wishes.niceCount,
        youMeet,
        other.wishes.niceCount,
        other.verified,
        active,
      ),
      theyMeet: { met: theyMeet, of: viewer.wishes.niceCount },
      youMeet: { met: youMeet, of: other.wishes.niceCount },
    },
  };
}
