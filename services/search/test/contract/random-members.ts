import {
  cities,
  HAS_CHILDREN,
  MARITAL_STATES,
  MARRIAGE_TIMELINES,
  PRAYER_FREQUENCIES,
  QUALIFICATIONS,
  RELIGIOSITY_LEVELS,
  RELOCATE_ANSWERS,
  SECTS,
  SMOKING_HABITS,
  WANTS_CHILDREN,
  type Preferences,
} from '@mawadda/contracts';
import { seededRandom } from '@mawadda/kit/testing';
import { indexWishes } from '../../src/domain/compatibility/wishes.js';
import type { IndexedMember } from '../../src/index/search-index.js';
import { idOf } from './fixture.js';

/** The kit's seeded generator, with the draws a random population needs besides. */
export function seeded(seed: number) {
  const r = seededRandom(seed);
  const some = <T>(xs: readonly T[]): T[] => {
    const chosen = xs.filter(() => r.next() < 0.6);
    return chosen.length ? chosen : [r.pick(xs)];
  };
  const maybe = <T>(p: number, v: () => T): T | null => (r.next() < p ? v() : null);
  return { ...r, some, maybe };
}

const GULF = cities.filter((c) => ['AE', 'SA', 'OM', 'JO'].includes(c.countryId));
const COUNTRIES = ['AE', 'SA', 'OM', 'JO'];
const NATIONALITIES = ['AE', 'SA', 'JO', 'OM', 'EG'];

/** Random wishes, each kind set now and then, as must or nice. */
export function randomPreferences(r: ReturnType<typeof seeded>): Preferences {
  const wish = <V>(p: number, value: () => V) =>
    r.next() < p ? { value: value(), importance: r.next() < 0.3 ? ('must' as const) : ('nice' as const) } : undefined;
  const lowAge = r.int(18, 40);
  const lowHeight = r.int(150, 175);
  const place = r.int(0, 2);
  const p: Preferences = {
    age: wish(0.5, () => ({ min: lowAge, max: lowAge + r.int(3, 20) })),
    ...(place === 1 && { countries: wish(0.6, () => r.some(COUNTRIES)) }),
    ...(place === 2 && { distanceKm: wish(0.6, () => r.int(20, 1500)) }),
    maritalStates: wish(0.3, () => r.some(MARITAL_STATES)),
    nationalities: wish(0.2, () => r.some(NATIONALITIES)),
    religiosity: wish(0.3, () => r.some(RELIGIOSITY_LEVELS)),
    prayer: wish(0.3, () => r.some(PRAYER_FREQUENCIES)),
    sect: wish(0.2, () => r.some(SECTS)),
    smoking: wish(0.4, () => r.some(SMOKING_HABITS)),
    qualification: wish(0.3, () => r.pick(QUALIFICATIONS.slice(0, 6))),
    height: wish(0.3, () => ({ min: lowHeight, max: lowHeight + r.int(5, 30) })),
    hasChildren: wish(0.2, () => r.some(HAS_CHILDREN)),
    wantsChildren: wish(0.3, () => r.some(WANTS_CHILDREN)),
    wives: wish(0.3, () => r.int(0, 3)),
    relocate: wish(0.2, () => r.some(RELOCATE_ANSWERS)),
    marriageTimeline: wish(0.2, () => r.some(MARRIAGE_TIMELINES)),
    verifiedOnly: r.next() < 0.15,
  };
  return Object.fromEntries(Object.entries(p).filter(([, w]) => w !== undefined)) as Preferences;
}

/** A random member, and the preferences her wishes were indexed from (what the read model keeps). */
export interface RandomMember {
  member: IndexedMember;
  preferences: Preferences | null;
}

/**
 * `count` members (half women) with random answers, some unanswered, and random wishes: the same
 * people for a given seed, whatever the count (the first ones do not change as it grows).
 */
export function randomPopulation(seed: number, count: number, today: Date): RandomMember[] {
  const r = seeded(seed);
  return Array.from({ length: count }, (_, i) => {
    const n = 1000 + i;
    const gender = i % 2 === 0 ? ('female' as const) : ('male' as const);
    const city = r.pick(GULF);
    const year = today.getUTCFullYear() - r.int(19, 55);
    const answer = <T>(xs: readonly T[]) => r.maybe(0.85, () => r.pick(xs));
    const card = {
      memberId: idOf(n),
      fullName: `Member ${n}`,
      gender,
      birthDate: `${year}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`,
      nationality: r.pick(NATIONALITIES),
      country: city.countryId,
      city: city.id,
      lat: city.lat,
      lon: city.lon,
      maritalState: r.pick(MARITAL_STATES),
      smoking: answer(SMOKING_HABITS),
      height: r.maybe(0.85, () => r.int(150, 195)),
      weight: r.maybe(0.8, () => r.int(45, 110)),
      verified: r.next() < 0.4,
      visibility: 'public' as const,
      answers: {
        religiosity: answer(RELIGIOSITY_LEVELS),
        prayer: answer(PRAYER_FREQUENCIES),
        sect: answer(SECTS),
        qualification: answer(QUALIFICATIONS),
        hasChildren: answer(HAS_CHILDREN),
        wantsChildren: answer(WANTS_CHILDREN),
        relocate: answer(RELOCATE_ANSWERS),
        marriageTimeline: answer(MARRIAGE_TIMELINES),
        wives: gender === 'male' ? r.maybe(0.8, () => r.int(0, 3)) : null,
      },
    };
    const preferences = r.next() < 0.9 ? randomPreferences(r) : null;
    const member = {
      ...card,
      wishes: indexWishes(preferences, city.id, gender),
      registeredAt: new Date(today.getTime() - r.int(30, 400) * 86_400_000),
      lastActiveAt: new Date(today.getTime() - r.int(0, 20) * 86_400_000 - r.int(0, 86_399) * 1000),
      rev: 1,
    };
    return { member, preferences };
  });
}

export const randomMembers = (seed: number, count: number, today: Date): IndexedMember[] =>
  randomPopulation(seed, count, today).map((p) => p.member);
