import { namesFor, NO_BADGES, presenceOf, showsDetails, type SearchCard } from '@mawadda/contracts';
import { ageOn } from './age.js';
import { distanceM } from './distance.js';
import { hitSight, type Onlooker } from './search-sight.js';
import type { IndexedMember } from '../index/search-index.js';

/**
 * A hit as the onlooker sees it: age and presence as of now, distance from their own city, and
 * only what the profile's rule lets them read (`hitSight`). A guest reads first names only; of a
 * private member someone she did not let in reads her guest view: the first name, age, place and
 * badges, with presence `offline` (a card has no "unknown", and offline tells nothing). Her gender
 * stays: every search is by gender, so the card says nothing the query did not.
 */
export function cardOf(
  m: IndexedMember,
  now: Date,
  origin: { lat: number; lon: number } | undefined,
  who: Onlooker,
): SearchCard {
  const sight = hitSight(m, who);
  const details = showsDetails(sight);
  return {
    memberId: m.memberId,
    fullName: namesFor(sight, { fullName: m.fullName }).fullName,
    gender: m.gender,
    age: ageOn(m.birthDate, now),
    country: m.country,
    city: m.city,
    nationality: details ? m.nationality : null,
    maritalState: details ? m.maritalState : null,
    presence: details ? presenceOf(m.lastActiveAt, now.getTime()) : 'offline',
    distanceKm: origin ? Math.round(distanceM(origin, m) / 1000) : null,
    badges: m.badges ?? NO_BADGES,
    verified: m.verified ?? false,
  };
}
