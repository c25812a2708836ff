import { ProblemError, problems, valueOr, type Outcome } from '@mawadda/kit';
import type { Refusal } from '../domain/refusals.js';

/**
 * How each refusal of the chat use cases reaches the caller: the one place with status codes,
 * for HTTP and for the socket's acks alike (socket/frames.ts sends the same problem).
 */
export function problemFor(r: Refusal): ProblemError {
  switch (r.refusal) {
    case 'notFound':
      return r.what === 'conversation'
        ? problems.field(404, 'not_found', 'conversationId', 'chat.conversationNotFound')
        : problems.field(404, 'not_found', 'memberId', 'social.memberNotFound');
    case 'self':
    case 'member_unavailable':
    case 'blocked':
    case 'needs_follow':
    case 'needs_entitlement':
    case 'closed':
    case 'awaiting_guardian':
    case 'guardian_declined':
      return problems.field(403, r.refusal, 'memberId', `chat.refused.${r.refusal}`);
    case 'daily_limit':
    case 'rate_limited':
      return new ProblemError(429, r.refusal, `chat.refused.${r.refusal}`, {
        params: { seconds: r.retryAfterSeconds },
        retryAfterSeconds: r.retryAfterSeconds,
        headers: { 'Retry-After': String(r.retryAfterSeconds) },
      });
    case 'messageNotInConversation':
      return problems.field(
        400,
        'message_not_in_conversation',
        'messageIds',
        'chat.messageNotInConversation',
      );
    case 'reportNotFound':
      return problems.notFound();
    case 'reportsLimited':
      return problems.rateLimited(r.retryAfterSeconds);
    case 'guardianRequestNotFound':
      return problems.notFound();
    case 'guardianRequestDecided':
      return new ProblemError(409, 'guardian_request_decided', 'guardian.requestDecided');
    case 'guardianRequestWithdrawn':
      return new ProblemError(409, 'guardian_request_withdrawn', 'guardian.requestWithdrawn');
    case 'accountGone':
      // As auth answers a token whose account no longer exists: the session is over.
      return problems.unauthorized('account_gone', 'error.sessionExpired');
  }
}

/** A use case's value, or its refusal thrown as the problem above. */
export const orRefuse = <T>(outcome: Outcome<T, Refusal>): T => valueOr(outcome, problemFor);
