import { ok, refused, type Outcome } from '@mawadda/kit';
import {
  partiesOf,
  transition,
  type CallAction,
  type CallRecord,
  type CallRuleRefusal,
} from '../../domain/call-rules.js';
import type { ChatApp } from '../context.js';
import { announceCall } from './call-views.js';
import { finishCall } from './finish-call.js';

/**
 * A party answers, declines, joins or leaves a call (or its ringing times out): the registry
 * changes it as one step, every party hears the new state, and an ended call leaves its line.
 * A call that is not the actor's, or an action not theirs to take now, is `not_in_call`.
 */
export async function actOnCall(
  app: ChatApp,
  actorId: string,
  callId: string,
  action: CallAction,
): Promise<Outcome<CallRecord, CallRuleRefusal>> {
  const now = app.clock().getTime();
  const next = await app.calls.update(callId, (c) =>
    partiesOf(c).includes(actorId) ? transition(c, action, actorId, now) : undefined,
  );
  if (!next) return refused({ refusal: 'not_in_call' });
  announceCall(app, next);
  if (next.state === 'ended') await finishCall(app, next);
  return ok(next);
}

/**
 * The conversation closed (a block, a suspension, an erasure, a member closed it): a call in it
 * ends at once, whichever replica carries it.
 */
export async function endCallIn(app: ChatApp, conversationId: string, memberIds: readonly string[]) {
  for (const memberId of memberIds) {
    const callId = await app.calls.lineOf(memberId);
    const call = callId && (await app.calls.get(callId));
    if (call && call.conversationId === conversationId)
      await actOnCall(app, memberId, call.id, 'unavailable');
  }
}
