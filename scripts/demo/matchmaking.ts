import type { Gender, MaritalState, Preferences, ProfileEdit } from '@mawadda/contracts';
import { seededRandom as prng } from '@mawadda/kit/testing';

/*
 * The demo's matchmaking: the answers the wishes weigh and what each member is looking for, from a
 * generator of its own seeded by the member, so the rest of the demo keeps the same people.
 */

interface Who {
  index: number;
  gender: Gender;
  age: number;
  maritalState: MaritalState;
  country: string;
  arabicFirst: boolean;
  seed: number;
}

export function answersFor(w: Who): Partial<ProfileEdit> {
  const r = prng(w.seed ^ 0x5eed);
  return {
    sect: r.weighted([
      ['sunni', 10],
      ['just-muslim', 4],
      ['shia', 2],
      ['prefer-not-to-say', 1],
    ] as const),
    hasChildren:
      w.maritalState === 'single'
        ? 'no'
        : r.pick(['no', 'yes-living-with-me', 'yes-not-living-with-me'] as const),
    wantsChildren: r.weighted([
      ['yes', 8],
      ['maybe', 3],
      ['no', 1],
    ] as const),
    relocate: r.pick(['yes', 'maybe', 'no'] as const),
    marriageTimeline: r.pick(['within-6-months', 'within-a-year', 'within-2-years', 'not-sure'] as const),
    languages: w.arabicFirst ? (r.chance(0.6) ? ['ar', 'en'] : ['ar']) : ['en', 'ar'],
  };
}

const clampAge = (n: number) => Math.min(99, Math.max(18, n));

/**
 * A few wishes each, mostly nice: an age range around her own (men a little older for women), a
 * prayer, children, smoking; now and then a must. The two sample members (index 0 and 1) always
 * have a full set, so their suggestions come with reasons to read.
 */
export function wishesFor(w: Who): Preferences {
  const r = prng(w.seed ^ 0xfa17);
  const sample = w.index < 2;
  const take = (p: number) => sample || r.chance(p);
  const nice = <V>(value: V) => ({ value, importance: 'nice' as const });
  const must = <V>(value: V) => ({ value, importance: 'must' as const });
  const age =
    w.gender === 'female'
      ? { min: clampAge(w.age - 2), max: clampAge(w.age + 10) }
      : { min: clampAge(w.age - 12), max: clampAge(w.age + 2) };
  return {
    ...(take(0.8) && { age: nice(age) }),
    ...(take(0.5) && { prayer: nice(['always', 'mostly'] as ('always' | 'mostly')[]) }),
    ...(take(0.4) && { wantsChildren: nice(['yes', 'maybe'] as ('yes' | 'maybe')[]) }),
    ...(take(0.3) && { countries: nice([w.country]) }),
    ...(take(0.3) && {
      religiosity: nice(['very-practising', 'practising'] as ('very-practising' | 'practising')[]),
    }),
    ...(w.gender === 'female' && take(0.4) ? { smoking: must(['no'] as 'no'[]) } : {}),
    ...(w.gender === 'female' && !sample && r.chance(0.2) ? { wives: must(0) } : {}),
  };
}
