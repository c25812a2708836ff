import { findCity, type Gender, type Preferences } from '@mawadda/contracts';
import type { MemberRow } from '../store/schema.js';
import type { Answering } from './compatibility/answers.js';
import { indexWishes, type IndexedWishes } from './compatibility/wishes.js';

/** What a search needs of whoever runs it. */
export interface Searcher {
  gender: Gender | null | undefined;
  /** Their city's coordinates: where `nearest` and the cards' distances measure from. */
  origin: { lat: number; lon: number } | undefined;
  /** Themselves and everyone blocked either way: never in their results. */
  excludeIds: string[];
  /** The members who accepted their follow: whose private cards they read whole. */
  insiders: string[];
  /** Her answers, when her profile says enough to weigh them (birth date and a known city). */
  answering: Answering | undefined;
  wishes: IndexedWishes;
}

/**
 * The searcher as the read model knows them. A member whose registration has not reached search
 * yet has no row: they still search, with no default gender and no distances.
 */
export function searcherFrom(
  searcherId: string,
  row: MemberRow | undefined,
  blockedEitherWay: string[],
  followed: string[] = [],
  preferences: Preferences | null = null,
): Searcher {
  const city = row?.city ? findCity(row.city) : undefined;
  return {
    gender: row?.gender,
    origin: city && { lat: city.lat, lon: city.lon },
    excludeIds: [searcherId, ...blockedEitherWay],
    insiders: followed,
    answering: row?.birthDate && city ? { ...row, birthDate: row.birthDate, city: city.id } : undefined,
    wishes: indexWishes(preferences, city?.id ?? null, row?.gender ?? null),
  };
}
