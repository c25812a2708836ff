import type { estypes } from '@elastic/elasticsearch';
import { NO_BADGES } from '@mawadda/contracts';
import { NO_ANSWERS } from '../../domain/compatibility/answers.js';
import { shareOf } from '../../domain/compatibility/pair-fit.js';
import { RANGE_KINDS, SET_KINDS } from '../../domain/compatibility/wishes.js';
import type { IndexedMember } from '../search-index.js';

/** Bumped when the mapping changes: a rebuild fills `<alias>-v<N>` and the alias moves to it. */
export const MAPPING_VERSION = 1;

/**
 * The verification fields, added in place by `prepare` (adding fields needs no reindex). Documents
 * written before lack them and do not match `verifiedOnly` until rewritten or rebuilt.
 */
export const BADGE_FIELDS: Record<string, estypes.MappingProperty> = {
  verified: { type: 'boolean' },
  badges: {
    properties: {
      phone: { type: 'boolean' },
      email: { type: 'boolean' },
      selfie: { type: 'boolean' },
      id: { type: 'boolean' },
    },
  },
};

/**
 * Later fields, added in place as those were. A document without `visibility` counts as private
 * until rewritten or rebuilt: never more open than the member chose.
 */
export const PRIVACY_FIELDS: Record<string, estypes.MappingProperty> = {
  visibility: { type: 'keyword' },
};

/**
 * The name in Latin and Arabic script, added in place too (kept, never searched, as `fullName`).
 * A document written before them shows `fullName` alone until rewritten or rebuilt.
 */
export const NAME_FIELDS: Record<string, estypes.MappingProperty> = {
  fullNameEn: { type: 'keyword', index: false, doc_values: false },
  fullNameAr: { type: 'keyword', index: false, doc_values: false },
};

const keywords = (names: readonly string[]) =>
  Object.fromEntries(names.map((n) => [n, { type: 'keyword' } as estypes.MappingProperty]));
const wishSetMapping: estypes.MappingProperty = {
  properties: {
    sets: { properties: keywords(SET_KINDS) },
    ranges: {
      properties: Object.fromEntries(
        RANGE_KINDS.map((k) => [k, { properties: { min: { type: 'integer' }, max: { type: 'integer' } } }]),
      ),
    },
  },
};

/**
 * Compatibility's answers and wishes, added in place too. A document without them reads as
 * unanswered and wishing nothing until rewritten or rebuilt.
 */
export const COMPATIBILITY_FIELDS: Record<string, estypes.MappingProperty> = {
  answers: {
    properties: {
      ...keywords(Object.keys(NO_ANSWERS).filter((k) => k !== 'wives')),
      wives: { type: 'integer' },
    },
  },
  wishes: {
    properties: {
      must: wishSetMapping,
      nice: wishSetMapping,
      niceCount: { type: 'integer' },
      /** Each nice wish's share of the member's fit (`shareOf`), which the ranking adds up. */
      niceShare: { type: 'integer' },
    },
  },
};

/** Every field `prepare` adds to an index made before it. */
export const ADDED_FIELDS = { ...BADGE_FIELDS, ...PRIVACY_FIELDS, ...COMPATIBILITY_FIELDS, ...NAME_FIELDS };

/**
 * Strict: a field the code does not know is refused at write time instead of being guessed
 * (a guessed `text` for an enum would break exact filters silently). Enums are keywords,
 * measures integers, places a geo_point; the name is kept but never searched.
 */
export const MEMBER_MAPPING: estypes.MappingTypeMapping = {
  dynamic: 'strict',
  properties: {
    memberId: { type: 'keyword' },
    fullName: { type: 'keyword', index: false, doc_values: false },
    gender: { type: 'keyword' },
    birthDate: { type: 'date', format: 'strict_date' },
    nationality: { type: 'keyword' },
    country: { type: 'keyword' },
    city: { type: 'keyword' },
    location: { type: 'geo_point' },
    maritalState: { type: 'keyword' },
    smoking: { type: 'keyword' },
    height: { type: 'integer' },
    weight: { type: 'integer' },
    ...ADDED_FIELDS,
    registeredAt: { type: 'date' },
    lastActiveAt: { type: 'date' },
    rev: { type: 'long' },
  },
};

/** One shard: the whole member base fits one comfortably, and a single shard sorts exactly. */
export const MEMBER_SETTINGS: estypes.IndicesIndexSettings = {
  number_of_shards: 1,
  number_of_replicas: 0,
};

/** What Elasticsearch stores of a member. */
export interface MemberDoc {
  memberId: string;
  fullName: string;
  fullNameEn?: string | null;
  fullNameAr?: string | null;
  gender: IndexedMember['gender'];
  birthDate: string;
  nationality: string | null;
  country: string | null;
  city: string;
  location: { lat: number; lon: number };
  maritalState: IndexedMember['maritalState'];
  smoking: string | null;
  height: number | null;
  weight: number | null;
  badges?: IndexedMember['badges'];
  verified?: boolean;
  visibility?: IndexedMember['visibility'];
  answers?: IndexedMember['answers'];
  wishes?: IndexedMember['wishes'] & { niceShare: number };
  registeredAt: string;
  lastActiveAt: string;
  rev: number;
}

export function docOf(m: IndexedMember): MemberDoc {
  const { lat, lon, registeredAt, lastActiveAt, wishes, ...rest } = m;
  return {
    ...rest,
    ...(wishes && { wishes: { ...wishes, niceShare: shareOf(wishes.niceCount) } }),
    location: { lat, lon },
    registeredAt: registeredAt.toISOString(),
    lastActiveAt: lastActiveAt.toISOString(),
  };
}

export function memberOf(d: MemberDoc): IndexedMember {
  const { location, registeredAt, lastActiveAt, wishes, ...rest } = d;
  const { niceShare: _share, ...kept } = wishes ?? { niceShare: 0 };
  return {
    ...rest,
    ...(wishes && { wishes: kept as IndexedMember['wishes'] }),
    // A document written before the verification fields has neither.
    badges: d.badges ?? NO_BADGES,
    verified: d.verified ?? false,
    visibility: d.visibility ?? 'private',
    fullNameEn: d.fullNameEn ?? null,
    fullNameAr: d.fullNameAr ?? null,
    lat: location.lat,
    lon: location.lon,
    registeredAt: new Date(registeredAt),
    lastActiveAt: new Date(lastActiveAt),
  };
}
