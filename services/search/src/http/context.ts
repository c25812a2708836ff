import type { ApiRouter, Role } from '@mawadda/kit';
import type { SearchApp } from '../app/context.js';

/** Everything the search routes share, built once in createSearchService. */
export interface SearchHttp {
  api: ApiRouter;
  app: SearchApp;
}

/** Searching is for member accounts: companies and staff do not look for a spouse. */
export const MEMBERS: readonly Role[] = ['member'];
/** A guardian reads his ward's suggestions (when she lets him). */
export const GUARDIANS: readonly Role[] = ['guardian'];
/** Rebuilding the index replays every member's data: admins only. */
export const ADMINS: readonly Role[] = ['admin'];
