import { findCity, NO_BADGES, SEARCH_MIN_COMPLETENESS, type Preferences } from '@mawadda/contracts';
import { NO_ANSWERS } from './compatibility/answers.js';
import { indexWishes } from './compatibility/wishes.js';
import type { IndexedMember } from '../index/search-index.js';
import type { MemberRow } from '../store/schema.js';

/**
 * The index entry of a member, or null when they must not appear to anyone: companies, suspended
 * accounts, members who married on the site, and profiles missing what a card shows (gender, birth date, a city we can place) or
 * below the completeness rule. Blocks and the searcher's own entry are left out per query.
 */
export function indexEntryOf(m: MemberRow, wishes: Preferences | null = null): IndexedMember | null {
  if (m.kind !== 'individual' || m.status !== 'active' || m.marriedAt) return null;
  if (m.completeness < SEARCH_MIN_COMPLETENESS) return null;
  const city = m.city ? findCity(m.city) : undefined;
  if (!m.gender || !m.birthDate || !city) return null;
  return {
    memberId: m.memberId,
    fullName: m.fullName,
    fullNameEn: m.fullNameEn,
    fullNameAr: m.fullNameAr,
    gender: m.gender,
    birthDate: m.birthDate,
    nationality: m.nationality,
    country: m.country,
    city: city.id,
    lat: city.lat,
    lon: city.lon,
    maritalState: m.maritalState,
    smoking: m.smoking,
    height: m.height,
    weight: m.weight,
    badges: m.badges ?? NO_BADGES,
    verified: m.verified,
    visibility: m.visibility,
    answers: m.answers ?? NO_ANSWERS,
    wishes: indexWishes(wishes, city.id, m.gender),
    registeredAt: m.registeredAt,
    lastActiveAt: m.lastActiveAt,
    rev: m.rev,
  };
}
