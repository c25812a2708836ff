import { adminListProblem, ProblemError, problems, valueOr, type Outcome } from '@mawadda/kit';
import type { CmsRefusal } from '../domain/refusals.js';

/** How each refusal of the content use cases reaches the caller: the one place with status codes. */
export function problemFor(r: CmsRefusal): ProblemError {
  switch (r.refusal) {
    case 'not_found':
      return problems.notFound();
    case 'field_taken':
      return problems.field(409, `${r.field}_taken`, r.field, 'validation.taken');
    case 'reply_required':
      return problems.field(400, 'reply_required', 'reply', 'validation.required');
    case 'back_to_new':
      return problems.field(400, 'invalid_status', 'status', 'validation.invalid');
    case 'account_gone':
      // As auth answers a token whose account no longer exists: the session is over.
      return problems.unauthorized('account_gone', 'error.sessionExpired');
    case 'rate_limited':
      return problems.rateLimited(r.retryAfterSeconds);
    case 'invalid_filter':
    case 'invalid_sort':
      return adminListProblem(r);
  }
}

/** A use case's value, or its refusal thrown as the problem above. */
export const orRefuse = <T>(outcome: Outcome<T, CmsRefusal>): T => valueOr(outcome, problemFor);
