import { ProblemError, problems } from '@mawadda/kit';
import type { CallRuleRefusal } from '../domain/call-rules.js';
import { problemFor } from './problems.js';

/** A call's refusal as a problem: the chat's own refusals as chat answers them, then the call's. */
export function callProblemFor(r: CallRuleRefusal): ProblemError {
  switch (r.refusal) {
    case 'calls_off':
    case 'busy':
      return problems.field(409, r.refusal, 'conversationId', `chat.refused.${r.refusal}`);
    case 'not_in_call':
      return problems.field(404, 'not_in_call', 'callId', 'chat.refused.not_in_call');
    default:
      return problemFor(r);
  }
}
