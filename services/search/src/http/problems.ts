import { ProblemError, problems, valueOr, type Outcome } from '@mawadda/kit';
import type { SearchRefusal } from '../domain/refusals.js';

/** How each refusal of the search use cases reaches the caller: the one place with status codes. */
export function problemFor(r: SearchRefusal): ProblemError {
  switch (r.refusal) {
    case 'cursor_invalid':
      return problems.field(400, 'invalid_cursor', 'cursor', 'search.cursorInvalid');
    case 'nearest_needs_city':
      return problems.field(422, 'no_city', 'sort', 'search.nearestNeedsCity');
    case 'rate_limited':
      return problems.rateLimited(r.retryAfterSeconds);
    case 'rebuild_gone':
      return new ProblemError(404, 'rebuild_gone', 'search.rebuildGone');
  }
}

/** A use case's value, or its refusal thrown as the problem above. */
export const orRefuse = <T>(outcome: Outcome<T, SearchRefusal>): T => valueOr(outcome, problemFor);
