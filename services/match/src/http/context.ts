import type { ApiRouter, Role } from '@mawadda/kit';
import type { MatchApp } from '../app/context.js';

/** Everything the match routes share, built once in createMatchService. */
export interface MatchHttp {
  api: ApiRouter;
  app: MatchApp;
}

/** The couple walk the path; companies and staff have no pairs. */
export const MEMBERS: readonly Role[] = ['member'];

/**
 * A pair is its two members' (and their guardians'): anyone else is told "not found", never that it
 * exists. Staff and guardians are refused by role on the members' routes (403).
 */
export const PAIR_OWNERS = { member: 404, blocked: 404 } as const;
