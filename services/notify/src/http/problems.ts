import { problems, valueOr, type Outcome, type ProblemError } from '@mawadda/kit';
import type { NotifyRefusal } from '../domain/refusals.js';

/** How each refusal of the notification use cases reaches the caller: the one place with status codes. */
export function problemFor(r: NotifyRefusal): ProblemError {
  switch (r.refusal) {
    case 'not_found':
      return problems.notFound();
    case 'account_gone':
      // As auth answers a token whose account no longer exists: the session is over.
      return problems.unauthorized('account_gone', 'error.sessionExpired');
    case 'push_off':
      return problems.notFound();
    case 'endpoint_refused':
      return problems.validation([
        { field: 'endpoint', code: 'endpoint_refused', messageKey: 'notify.push.badEndpoint' },
      ]);
  }
}

/** A use case's value, or its refusal thrown as the problem above. */
export const orRefuse = <T>(outcome: Outcome<T, NotifyRefusal>): T => valueOr(outcome, problemFor);
