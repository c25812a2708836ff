import { findCity, type Gender } from '@mawadda/contracts';
import type { MemberRow } from '../store/schema.js';

/** What a search needs of whoever runs it. */
export interface Searcher {
  gender: Gender | null | undefined;
  /** Their city's coordinates: where `nearest` and the cards' distances measure from. */
  origin: { lat: number; lon: number } | undefined;
  /** Themselves and everyone blocked either way: never in their results. */
  excludeIds: string[];
  /** The members who accepted their follow: whose private cards they read whole. */
  insiders: string[];
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
): Searcher {
  const city = row?.city ? findCity(row.city) : undefined;
  return {
    gender: row?.gender,
    origin: city && { lat: city.lat, lon: city.lon },
    excludeIds: [searcherId, ...blockedEitherWay],
    insiders: followed,
  };
}
