import { adminListProblem, ProblemError, problems, valueOr, type Outcome } from '@mawadda/kit';
import type { SocialRefusal } from '../domain/refusals.js';

const SELF_MESSAGES = {
  follow: 'social.cannotFollowSelf',
  block: 'social.cannotBlockSelf',
  report: 'social.cannotReportSelf',
} as const;

/** How each refusal of the social use cases reaches the caller: the one place with status codes. */
export function problemFor(r: SocialRefusal): ProblemError {
  switch (r.refusal) {
    case 'notFound':
      return problems.field(404, 'not_found', 'memberId', 'social.memberNotFound');
    case 'unblockFirst':
      return problems.conflict('unblock_first', 'memberId', 'social.unblockFirst');
    case 'requestGone':
      return problems.field(404, 'request_gone', 'requestId', 'social.requestGone');
    case 'self':
      return problems.field(400, 'self', 'memberId', SELF_MESSAGES[r.act]);
    case 'listsPrivate':
      return problems.field(403, 'lists_private', 'memberId', 'social.listsPrivate');
    case 'alreadyReported':
      return problems.conflict(
        'already_reported',
        r.by === 'filing' ? 'memberId' : 'status',
        'report.alreadyOpen',
      );
    case 'reportNotFound':
      return problems.notFound();
    case 'followRequestLimit':
      return new ProblemError(429, 'follow_request_limit', 'social.followRequestLimit', {
        params: { seconds: r.retryAfterSeconds },
        retryAfterSeconds: r.retryAfterSeconds,
        headers: { 'Retry-After': String(r.retryAfterSeconds) },
      });
    case 'rate_limited':
      return problems.rateLimited(r.retryAfterSeconds);
    case 'invalid_filter':
    case 'invalid_sort':
      return adminListProblem(r);
    case 'accountGone':
      // As auth answers a token whose account no longer exists: the session is over.
      return problems.unauthorized('account_gone', 'error.sessionExpired');
  }
}

/** A use case's value, or its refusal thrown as the problem above. */
export const orRefuse = <T>(outcome: Outcome<T, SocialRefusal>): T => valueOr(outcome, problemFor);
