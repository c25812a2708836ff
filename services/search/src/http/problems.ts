import { ProblemError, problems, valueOr, type Outcome } from '@mawadda/kit';
import type { SearchRefusal } from '../domain/refusals.js';
import { SearchIndexUnavailable } from '../domain/index-unavailable.js';

/** How each refusal of the search use cases reaches the caller: the one place with status codes. */
export function problemFor(r: SearchRefusal): ProblemError {
  switch (r.refusal) {
    case 'cursor_invalid':
      return problems.field(400, 'invalid_cursor', 'cursor', 'search.cursorInvalid');
    case 'nearest_needs_city':
      return problems.field(422, 'no_city', 'sort', 'search.nearestNeedsCity');
    case 'compatibility_needs_profile':
      return problems.field(422, 'profile_incomplete', 'sort', 'search.compatibilityNeedsProfile');
    case 'member_unknown':
      return new ProblemError(404, 'member_not_found', 'social.memberNotFound');
    case 'suggestion_unknown':
      return new ProblemError(404, 'suggestion_not_found', 'social.memberNotFound');
    case 'rate_limited':
      return problems.rateLimited(r.retryAfterSeconds);
    case 'rebuild_gone':
      return new ProblemError(404, 'rebuild_gone', 'search.rebuildGone');
  }
}

/** A use case's value, or its refusal thrown as the problem above. */
export const orRefuse = <T>(outcome: Outcome<T, SearchRefusal>): T => valueOr(outcome, problemFor);

/** Seconds a client is asked to wait before searching again while the index is unavailable. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

/**
 * Elasticsearch down or too slow: a 503 with Retry-After, never a 500 or a hang. No fallback to the
 * SQL read model: it would need the index's sorts and filters rebuilt on a table not made for them,
 * slow on a large base just when the platform is degraded.
 */
export const searchUnavailable = () =>
  new ProblemError(503, 'search_unavailable', 'search.unavailable', {
    retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS,
    headers: { 'Retry-After': String(UNAVAILABLE_RETRY_SECONDS) },
  });

/** Runs a read of the index, answering `searchUnavailable` when its engine cannot answer now. */
export async function orUnavailable<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (e) {
    if (e instanceof SearchIndexUnavailable) throw searchUnavailable();
    throw e;
  }
}
