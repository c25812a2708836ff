import type { ApiRouter, Database, RateLimiter, Role } from '@mawadda/kit';
import type { SearchIndex } from '../index/search-index.js';
import type { ReadModel } from '../read-model/read-model.js';
import type { MemberSearch } from '../search/member-search.js';
import type { RebuildStore } from '../store/rebuild-store.js';

export interface SearchContext {
  api: ApiRouter;
  database: Database;
  index: SearchIndex;
  search: MemberSearch;
  model: ReadModel;
  rebuilds: RebuildStore;
  /** Per member: member search is not a way to copy the member base. */
  searchLimiter: RateLimiter;
}

/** Searching is for member accounts: companies and staff do not look for a spouse. */
export const MEMBERS: readonly Role[] = ['member'];
/** Rebuilding the index replays every member's data: admins only. */
export const ADMINS: readonly Role[] = ['admin'];
