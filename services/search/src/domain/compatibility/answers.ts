import type { ProfileSnapshot } from '@mawadda/contracts';
import { ageOn } from '../age.js';
import type { MatchTraits } from './traits.js';

/** The profile answers only compatibility reads (the card's own fields live beside them). */
export interface MatchAnswers {
  religiosity: string | null;
  prayer: string | null;
  sect: string | null;
  qualification: string | null;
  hasChildren: string | null;
  wantsChildren: string | null;
  relocate: string | null;
  marriageTimeline: string | null;
  wives: number | null;
}

export const NO_ANSWERS: MatchAnswers = {
  religiosity: null,
  prayer: null,
  sect: null,
  qualification: null,
  hasChildren: null,
  wantsChildren: null,
  relocate: null,
  marriageTimeline: null,
  wives: null,
};

export const answersOf = (s: ProfileSnapshot): MatchAnswers => ({
  religiosity: s.religiosity ?? null,
  prayer: s.prayer ?? null,
  sect: s.sect ?? null,
  qualification: s.qualification ?? null,
  hasChildren: s.hasChildren ?? null,
  wantsChildren: s.wantsChildren ?? null,
  relocate: s.relocate ?? null,
  marriageTimeline: s.marriageTimeline ?? null,
  wives: s.wives ?? null,
});

/** What a member's card fields and answers make of her, on `today`. */
export interface Answering {
  birthDate: string;
  city: string;
  maritalState: string | null;
  nationality: string | null;
  smoking: string | null;
  height: number | null;
  answers?: MatchAnswers | null;
  verified?: boolean;
}

/** Written out field by field: the memory adapter makes one per member each day. */
export function traitsOf(m: Answering, today: Date): MatchTraits {
  const a = m.answers ?? NO_ANSWERS;
  return {
    city: m.city,
    maritalState: m.maritalState,
    nationality: m.nationality,
    religiosity: a.religiosity,
    prayer: a.prayer,
    sect: a.sect,
    smoking: m.smoking,
    qualification: a.qualification,
    hasChildren: a.hasChildren,
    wantsChildren: a.wantsChildren,
    relocate: a.relocate,
    marriageTimeline: a.marriageTimeline,
    height: m.height,
    wives: a.wives,
    verified: m.verified ? 'true' : 'false',
    age: ageOn(m.birthDate, today),
  };
}
