import type { Database, EntitlementCopy, Logger, Outbox, RateLimiter } from '@mawadda/kit';
import type { SearchIndex } from '../index/search-index.js';
import type { BlockStore } from '../store/block-store.js';
import type { FollowStore } from '../store/follow-store.js';
import type { MemberStore } from '../store/member-store.js';
import type { PreferencesStore } from '../store/preferences-store.js';
import type { ApproachStore } from '../store/approach-store.js';
import type { GuardianStore } from '../store/guardian-store.js';
import type { SuggestionStore } from '../store/suggestion-store.js';
import type { RebuildStore } from '../store/rebuild-store.js';

/** What the search use cases share, built once in createSearchService. */
export interface SearchApp {
  database: Database;
  /** The index adapter configuration chose (SQL table or Elasticsearch). */
  index: SearchIndex;
  members: MemberStore;
  blocks: BlockStore;
  /** Accepted follows: whose private card a searcher reads whole. */
  follows: FollowStore;
  /** What each member is looking for (compatibility). */
  preferences: PreferencesStore;
  rebuilds: RebuildStore;
  /** Daily suggestions, and what keeps a pair out of them. */
  suggestions: SuggestionStore;
  approaches: ApproachStore;
  guardians: GuardianStore;
  entitlements: EntitlementCopy;
  suggestionsPerDay: { free: number; premium: number };
  /** `suggestions.ready`, search's only event. */
  outbox: Outbox;
  logger: Logger;
  /** Per member: member search is not a way to copy the member base. */
  searchLimiter: RateLimiter;
  /** Ages and presence are as of this clock (tests pin it). */
  clock: () => Date;
}
