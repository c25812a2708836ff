import { problems, ProblemError } from '@mawadda/kit';
import type { Refusal } from '../domain/transitions.js';

/** How a refusal of the state machine reaches the member. */
export function problemFor(refusal: Refusal): ProblemError {
  switch (refusal) {
    case 'notFound':
      return memberNotFound();
    case 'unblockFirst':
      return problems.conflict('unblock_first', 'memberId', 'social.unblockFirst');
    case 'requestGone':
      return requestGone();
  }
}

export const memberNotFound = () => problems.field(404, 'not_found', 'memberId', 'social.memberNotFound');
export const requestGone = () => problems.field(404, 'request_gone', 'requestId', 'social.requestGone');
