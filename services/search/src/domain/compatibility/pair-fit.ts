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

const SET_KIND_NAMES: ReadonlySet<string> = new Set(SET_KINDS);
type SetKind = (typeof SET_KINDS)[number];
type RangeKind = (typeof RANGE_KINDS)[number];

const meetsSet = (accepted: readonly string[], value: string | null) =>
  value !== null && accepted.includes(value);
const meetsRange = (b: { min: number; max: number }, value: number | null) =>
  value !== null && value >= b.min && value <= b.max;

/**
 * Whether an answer meets one wish. An unanswered question meets no wish: a dealbreaker needs a
 * known answer, and an unknown one earns no credit.
 */
export function meetsWish(w: WishSet, kind: WishKind, t: MatchTraits): boolean {
  return SET_KIND_NAMES.has(kind)
    ? meetsSet(w.sets[kind as SetKind]!, setTrait(t, kind as SetKind))
    : meetsRange(w.ranges[kind as RangeKind]!, rangeTrait(t, kind as RangeKind));
}

/*
 * The counts below walk the wishes in place: the memory adapter runs them for every member of a
 * compatibility query, where making a list of kinds per member showed in its profile.
 */

/** How many wishes of `w` the answers `t` meet; with `stopAtMiss`, -1 at the first one missed. */
function walk(w: WishSet, t: MatchTraits, stopAtMiss: boolean): number {
  let met = 0;
  for (const kind in w.sets) {
    if (meetsSet(w.sets[kind as SetKind]!, setTrait(t, kind as SetKind))) met++;
    else if (stopAtMiss) return -1;
  }
  for (const kind in w.ranges) {
    if (meetsRange(w.ranges[kind as RangeKind]!, rangeTrait(t, kind as RangeKind))) met++;
    else if (stopAtMiss) return -1;
  }
  return met;
}

/** The kinds of `w` that `t` does not meet. */
export const unmet = (w: WishSet, t: MatchTraits): WishKind[] =>
  kindsOf(w).filter((k) => !meetsWish(w, k, t));
export const metCount = (w: WishSet, t: MatchTraits): number => walk(w, t, false);
/** Every wish of `w` met (`unmet` empty), stopping at the first one missed. */
export const allMet = (w: WishSet, t: MatchTraits): boolean => walk(w, t, true) >= 0;

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
