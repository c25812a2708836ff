import {
  cities,
  findCity,
  QUALIFICATIONS,
  type Gender,
  type Preferences,
  type WishImportance,
  type WishKind,
  WISH_RANGE_KINDS,
  WISH_SET_KINDS,
} from '@mawadda/contracts';
import { distanceM } from '../distance.js';

/** Wishes kept as the set of accepted answers: the other's answer must be one of them. */
export const SET_KINDS = WISH_SET_KINDS;
export type SetKind = (typeof SET_KINDS)[number];

/** Wishes kept as an inclusive range of a number: age in years, height in cm, wives he has. */
export const RANGE_KINDS = WISH_RANGE_KINDS;
export type RangeKind = (typeof RANGE_KINDS)[number];
export type { WishKind };

export interface Bounds {
  min: number;
  max: number;
}

/** One importance's wishes, each kind at most once; a kind left out means "any". */
export interface WishSet {
  sets: Partial<Record<SetKind, string[]>>;
  ranges: Partial<Record<RangeKind, Bounds>>;
}

/** A member's wishes as the index keeps them: musts filter both ways, nice ones score. */
export interface IndexedWishes {
  must: WishSet;
  nice: WishSet;
  niceCount: number;
}

export const NO_WISHES: IndexedWishes = {
  must: { sets: {}, ranges: {} },
  nice: { sets: {}, ranges: {} },
  niceCount: 0,
};

export const kindsOf = (w: WishSet): WishKind[] => [
  ...(Object.keys(w.sets) as SetKind[]),
  ...(Object.keys(w.ranges) as RangeKind[]),
];

/**
 * The places a wish accepts, as city ids of the gazetteer (every searchable member lives in one):
 * named cities, every city of a named country, or every city within the distance of her own. So
 * "where" is one set test in every engine, whichever way she put it.
 */
function placesOf(p: Preferences, home: string | null): string[] | undefined {
  if (p.distanceKm) {
    const from = home ? findCity(home) : undefined;
    if (!from) return undefined;
    const km = p.distanceKm.value;
    return cities.filter((c) => distanceM(from, c) <= km * 1000).map((c) => c.id);
  }
  if (!p.countries && !p.cities) return undefined;
  const countries = new Set(p.countries?.value ?? []);
  const named = new Set(p.cities?.value ?? []);
  return cities.filter((c) => countries.has(c.countryId) || named.has(c.id)).map((c) => c.id);
}

/** Which importance the place wish has: both place fields share one (the form sets one choice). */
const placeImportance = (p: Preferences): WishImportance | undefined =>
  (p.distanceKm ?? p.countries ?? p.cities)?.importance;

/**
 * A member's preferences as indexed wishes. The wives wish is about a man's present wives, so a
 * man's own is dropped (it could only ever exclude every woman). A qualification wish ("at least")
 * becomes the set of levels at or above it.
 */
export function indexWishes(
  p: Preferences | null,
  home: string | null,
  wisher: Gender | null,
): IndexedWishes {
  if (!p) return NO_WISHES;
  const out: IndexedWishes = { must: { sets: {}, ranges: {} }, nice: { sets: {}, ranges: {} }, niceCount: 0 };
  const put = (
    importance: WishImportance | undefined,
    kind: WishKind,
    value: string[] | Bounds | undefined,
  ) => {
    if (!importance || value === undefined) return;
    const into = out[importance];
    if (Array.isArray(value)) into.sets[kind as SetKind] = [...value].sort();
    else into.ranges[kind as RangeKind] = value;
    if (importance === 'nice') out.niceCount++;
  };
  put(placeImportance(p), 'place', placesOf(p, home));
  put(p.age?.importance, 'age', p.age?.value);
  put(p.height?.importance, 'height', p.height?.value);
  if (wisher !== 'male')
    put(p.wives?.importance, 'wives', p.wives ? { min: 0, max: p.wives.value } : undefined);
  const q = p.qualification;
  put(q?.importance, 'qualification', q ? QUALIFICATIONS.slice(QUALIFICATIONS.indexOf(q.value)) : undefined);
  put(p.maritalStates?.importance, 'maritalStates', p.maritalStates?.value);
  put(p.nationalities?.importance, 'nationalities', p.nationalities?.value);
  // Verified only is a dealbreaker by nature: "nice to be verified" is what the score's boost says.
  if (p.verifiedOnly) put('must', 'verifiedOnly', ['true']);
  for (const kind of [
    'religiosity',
    'prayer',
    'sect',
    'smoking',
    'hasChildren',
    'wantsChildren',
    'relocate',
    'marriageTimeline',
  ] as const)
    put(p[kind]?.importance, kind, p[kind]?.value);
  return out;
}
