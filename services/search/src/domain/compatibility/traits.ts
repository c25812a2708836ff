import type { RangeKind, SetKind } from './wishes.js';

/** What another member's wishes are weighed against: her answers, null where she gave none. */
export interface MatchTraits {
  city: string;
  maritalState: string | null;
  nationality: string | null;
  religiosity: string | null;
  prayer: string | null;
  sect: string | null;
  smoking: string | null;
  qualification: string | null;
  hasChildren: string | null;
  wantsChildren: string | null;
  relocate: string | null;
  marriageTimeline: string | null;
  height: number | null;
  wives: number | null;
  /** Phone and selfie verified, as a set wish reads it: 'true' or 'false'. */
  verified: string;
  /** Whole years, on the day of the query. */
  age: number;
}

/** The answer a set wish of `kind` is tested against. */
export const TRAIT_OF_SET: Record<SetKind, keyof MatchTraits> = {
  place: 'city',
  maritalStates: 'maritalState',
  nationalities: 'nationality',
  religiosity: 'religiosity',
  prayer: 'prayer',
  sect: 'sect',
  smoking: 'smoking',
  qualification: 'qualification',
  hasChildren: 'hasChildren',
  wantsChildren: 'wantsChildren',
  relocate: 'relocate',
  marriageTimeline: 'marriageTimeline',
  verifiedOnly: 'verified',
};

export const TRAIT_OF_RANGE: Record<RangeKind, 'age' | 'height' | 'wives'> = {
  age: 'age',
  height: 'height',
  wives: 'wives',
};

export const setTrait = (t: MatchTraits, kind: SetKind) => t[TRAIT_OF_SET[kind]] as string | null;
export const rangeTrait = (t: MatchTraits, kind: RangeKind) => t[TRAIT_OF_RANGE[kind]];
