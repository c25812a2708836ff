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

/** How recent counts as active for the score's boost. */
export const ACTIVE_BOOST_DAYS = 7;

/**
 * One side's nice wishes, all met, are worth this much rank: a number every count of wishes (1 to
 * 16) divides, so each met wish is worth a whole share and every rank is a whole number below
 * 2^24, which Elasticsearch's float scores hold exactly. So every engine agrees to the unit.
 */
export const FIT_UNIT = 720_720;
/** What verification and recent activity add, so that the score's parts weigh 80, 12 and 8. */
export const RANK_BOOST = { verified: (FIT_UNIT * 12) / 40, active: (FIT_UNIT * 8) / 40 } as const;

/** Each met wish's share of one side's fit. */
export const shareOf = (of: number) => (of === 0 ? 0 : FIT_UNIT / of);
const fit = (met: number, of: number) => (of === 0 ? FIT_UNIT : met * shareOf(of));

/**
 * The rank every adapter sorts by: both directions' nice-wish fit (nothing asked counts as fully
 * met), plus the other member's verification and recent activity.
 */
export function rankOf(
  theyMeet: number,
  mine: number,
  youMeet: number,
  theirs: number,
  verified: boolean,
  active: boolean,
) {
  const boost = (verified ? RANK_BOOST.verified : 0) + (active ? RANK_BOOST.active : 0);
  return fit(theyMeet, mine) + fit(youMeet, theirs) + boost;
}

/** The score a member reads (0–100): the fit of both sides weighs 80, verification 12, activity 8. */
export const scoreOfRank = (rank: number) => Math.floor((rank * 40) / FIT_UNIT);

export interface Side {
  traits: MatchTraits;
  wishes: IndexedWishes;
}

export interface PairFit {
  compatible: boolean;
  /** What the compatibility sort orders by; the score is this, coarser. */
  rank: number;
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
  const mine = viewer.wishes.niceCount;
  const theirs = other.wishes.niceCount;
  const rank = rankOf(theyMeet, mine, youMeet, theirs, other.verified, active);
  return {
    compatible: yourMustsUnmet.length === 0 && theirMustsMet,
    rank,
    yourMustsUnmet,
    theirMustsMet,
    compatibility: {
      score: scoreOfRank(rank),
      theyMeet: { met: theyMeet, of: mine },
      youMeet: { met: youMeet, of: theirs },
    },
  };
}
