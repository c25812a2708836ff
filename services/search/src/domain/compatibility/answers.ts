import { findCity, type ProfileSnapshot } from '@mawadda/contracts';
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

export function traitsOf(m: Answering, today: Date): MatchTraits {
  return {
    ...(m.answers ?? NO_ANSWERS),
    city: findCity(m.city)?.id ?? m.city,
    maritalState: m.maritalState,
    nationality: m.nationality,
    smoking: m.smoking,
    height: m.height,
    verified: String(m.verified ?? false),
    age: ageOn(m.birthDate, today),
  };
}
