import { firstNameOf, NO_BADGES, presenceOf, type SearchCard } from '@mawadda/contracts';
import { ageOn } from './age.js';
import { distanceM } from './distance.js';
import type { IndexedMember } from '../index/search-index.js';

/** A hit as the member sees it: age and presence as of now, distance from their own city. */
export function cardOf(
  m: IndexedMember,
  now: Date,
  origin: { lat: number; lon: number } | undefined,
  options: { firstNameOnly?: boolean } = {},
): SearchCard {
  return {
    memberId: m.memberId,
    // Guests see a first name only: the rest is for members, who have sworn the oath.
    fullName: options.firstNameOnly ? firstNameOf(m.fullName) : m.fullName,
    gender: m.gender,
    age: ageOn(m.birthDate, now),
    country: m.country,
    city: m.city,
    nationality: m.nationality,
    maritalState: m.maritalState,
    presence: presenceOf(m.lastActiveAt, now.getTime()),
    distanceKm: origin ? Math.round(distanceM(origin, m) / 1000) : null,
    badges: m.badges ?? NO_BADGES,
    verified: m.verified ?? false,
  };
}
