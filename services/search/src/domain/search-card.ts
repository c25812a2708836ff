import { namesFor, NO_BADGES, presenceOf, showsDetails, type SearchCard } from '@mawadda/contracts';
import { ageOn } from './age.js';
import { distanceM } from './distance.js';
import { hitSight, type Onlooker } from './search-sight.js';
import type { IndexedMember } from '../index/search-index.js';

/**
 * A hit as the onlooker may see it (`hitSight`). A guest reads first names only; a private member
 * shows others her guest view, with presence `offline` (which tells nothing). Gender stays: every
 * search is by gender, so the card says nothing the query did not.
 */
export function cardOf(
  m: IndexedMember,
  now: Date,
  origin: { lat: number; lon: number } | undefined,
  who: Onlooker,
): SearchCard {
  const sight = hitSight(m, who);
  const details = showsDetails(sight);
  // A guest reads the first name in each script the member wrote it in (`namesFor`).
  const names = namesFor(sight, {
    fullName: m.fullName,
    fullNameEn: m.fullNameEn ?? null,
    fullNameAr: m.fullNameAr ?? null,
  });
  return {
    memberId: m.memberId,
    fullName: names.fullName,
    fullNameEn: names.fullNameEn,
    fullNameAr: names.fullNameAr,
    gender: m.gender,
    age: ageOn(m.birthDate, now),
    country: m.country,
    city: m.city,
    nationality: details ? m.nationality : null,
    maritalState: details ? m.maritalState : null,
    // Search keeps no live stamp, so its cards say at most "active today" (never "online"),
    // whatever the index's activity time (registration, a seed script's requests) suggests.
    presence: details ? presenceOf({ lastActiveAt: m.lastActiveAt }, now.getTime()) : 'offline',
    distanceKm: origin ? Math.round(distanceM(origin, m) / 1000) : null,
    badges: m.badges ?? NO_BADGES,
    verified: m.verified ?? false,
  };
}
