import type { Badges, Gender, MaritalState, SmokingFilter, Visibility } from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
import type { MatchAnswers } from '../domain/compatibility/answers.js';
import type { MatchTraits } from '../domain/compatibility/traits.js';
import type { IndexedWishes, WishSet } from '../domain/compatibility/wishes.js';

/** What the index holds of a searchable member (never a non-searchable one). */
export interface IndexedMember {
  memberId: string;
  fullName: string;
  /** The name in Latin and Arabic script (null: not given; absent: an entry written before them). */
  fullNameEn?: string | null;
  fullNameAr?: string | null;
  gender: Gender;
  /** YYYY-MM-DD. */
  birthDate: string;
  nationality: string | null;
  country: string | null;
  city: string;
  lat: number;
  lon: number;
  maritalState: MaritalState | null;
  smoking: string | null;
  height: number | null;
  weight: number | null;
  /** Shown on the card (none when absent). */
  badges?: Badges;
  /** Phone and selfie verified: the `verifiedOnly` filter (false when absent). */
  verified?: boolean;
  /** Private cards show a searcher she did not let in only her guest view (README: privacy). */
  visibility: Visibility;
  /** Answers and wishes for compatibility (none when absent: an entry written before them). */
  answers?: MatchAnswers;
  wishes?: IndexedWishes;
  registeredAt: Date;
  lastActiveAt: Date;
  /** Grows on every change of the member: a write older than what the index holds is dropped. */
  rev: number;
}

/** The filters, already turned into what an engine compares (ages into birth dates). */
export interface IndexFilter {
  gender?: Gender;
  /** Born on or before this day (the minimum age). */
  bornOnOrBefore?: string;
  /** Born after this day (the maximum age). */
  bornAfter?: string;
  maritalState?: MaritalState;
  nationality?: string;
  smoking?: SmokingFilter;
  heightMin?: number;
  heightMax?: number;
  weightMin?: number;
  weightMax?: number;
  city?: string;
  /** Only verified members. */
  verifiedOnly?: boolean;
  /** Only members active at or after this time (suggestions: recently active members). */
  activeSince?: Date;
  /** The searcher and everyone blocked either way. */
  excludeIds: string[];
  /**
   * Set when the search filters or sorts by what a private member's guest view does not show
   * (`domain/search-sight.ts`): a private member then matches only if her id is here (she let
   * the searcher in), so a filter never tells a stranger what her card keeps from him.
   */
  privateAmong?: readonly string[];
  /** Two-way compatibility: only members the searcher's musts accept and whose musts accept her. */
  fit?: FitFilter;
}

/** The searcher's side of a compatibility filter. */
export interface FitFilter {
  /** Her musts, each to be met by the member's answers. */
  must: WishSet;
  /** Her answers, which every must of the member's has to accept. */
  me: MatchTraits;
  /** The day ages are counted on. */
  today: Date;
}

export type IndexSort =
  | { by: 'newest' }
  | { by: 'mostActive' }
  | { by: 'nearest'; origin: { lat: number; lon: number } }
  | { by: 'compatibility'; score: ScoreInput };

/** What the compatibility score of each member needs of the searcher (`pair-fit.ts` rankOf). */
export interface ScoreInput {
  /** Her nice wishes, met or not by each member. */
  nice: WishSet;
  niceCount: number;
  /** Her answers, for the member's nice wishes. */
  me: MatchTraits;
  today: Date;
  /** Members active since then get the activity boost. */
  activeSince: Date;
}

/**
 * One sort's key of a hit: newest `[registeredAt ms, memberId]`, mostActive
 * `[lastActiveAt ms, memberId]` and compatibility `[rank, memberId]` (all descending), nearest
 * `[distance m, memberId]` ascending.
 * Opaque to callers: each engine reads back only the values it wrote.
 */
export type SortKey = [number, string];

export interface IndexQuery {
  filter: IndexFilter;
  sort: IndexSort;
  /** Hits strictly beyond this key in sort order (or before it, with `backwards`). */
  after?: SortKey;
  /** Walk the sort the other way (for a previous page); hits come back in that reversed order. */
  backwards?: boolean;
  limit: number;
}

export interface IndexHit {
  member: IndexedMember;
  key: SortKey;
  /** Metres from the sort's origin, for nearest. */
  distanceM?: number;
}

/** One write of `SearchIndex.write`: a searchable member in, or a member out at a revision. */
export type IndexWrite = { put: IndexedMember } | { remove: { memberId: string; rev: number } };

/** The member a write is about, and its revision. */
export const subjectOf = (w: IndexWrite) =>
  'put' in w ? { memberId: w.put.memberId, rev: w.put.rev } : w.remove;

/**
 * The search index port (DESIGN §1): a table (read from memory where one process holds the
 * database) or Elasticsearch, passing one contract suite with the same results in the same order.
 * Writes take the read model's transaction; the `rev` guard makes a late write harmless.
 */
export interface SearchIndex {
  readonly kind: 'memory' | 'sql' | 'elasticsearch';
  /** Creates what the engine needs (the ES index and its mapping); idempotent. */
  prepare(): Promise<void>;
  put(member: IndexedMember, tx?: Db): Promise<void>;
  remove(memberId: string, rev: number, tx?: Db): Promise<void>;
  /**
   * Several writes at once (Elasticsearch: one bulk request), each with the effect `put` or
   * `remove` would have alone; a stale one is dropped the same way. All or nothing is NOT
   * promised: on a throw some may be written, which the `rev` guard makes harmless to repeat.
   */
  write(writes: readonly IndexWrite[], tx?: Db): Promise<void>;
  query(q: IndexQuery): Promise<IndexHit[]>;
  /** Makes every write so far visible to queries (ES refresh); tests and benchmarks only. */
  flush(): Promise<void>;
  /** Members in the index (the rebuild's report). */
  count(): Promise<number>;
  /** Empties the index (tests and benchmarks). */
  clear(): Promise<void>;
  close(): Promise<void>;
  /** For /readyz. */
  ping(): Promise<unknown>;
}
