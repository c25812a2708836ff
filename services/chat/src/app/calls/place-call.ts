import type { CallStartFrame } from '@mawadda/contracts';
import { ok, refused, uuidv7, type Outcome } from '@mawadda/kit';
import { callRefusal, newCall, type CallRecord, type CallRuleRefusal } from '../../domain/call-rules.js';
import type { ChatApp } from '../context.js';
import { pairFacts } from '../pair-facts.js';
import { announceCall, currentCall } from './call-views.js';
import { finishCall } from './finish-call.js';

/**
 * A member calls the other member of a conversation (README: calls). The rules are the chat's for
 * a reply plus the receiver's "calls off"; a callee already in a call makes a busy call at once.
 * Either member may have asked that every call includes her guardian: the call rings him too.
 */
export async function placeCall(
  app: ChatApp,
  callerId: string,
  frame: CallStartFrame,
): Promise<Outcome<CallRecord, CallRuleRefusal>> {
  const db = app.database.db;
  const facts = await app.conversations.factsOf(db, callerId, frame.conversationId);
  if (!facts) return refused({ refusal: 'notFound', what: 'conversation' });
  const calleeId = facts.otherId;
  const refusal = callRefusal(callerId, {
    pair: await pairFacts(app, db, callerId, calleeId),
    conversation: { ...facts, gated: facts.gate !== null },
    calleeCallsOff: await app.callStore.callsOff(db, calleeId, facts.id),
    callerBusy: (await currentCall(app, callerId)) !== undefined,
  });
  if (refusal) return refused(refusal);

  const guardianIds: string[] = [];
  for (const id of [calleeId, callerId]) {
    const g = await app.guardians.of(db, id);
    if (g?.guardianId && g.callsIncludeGuardian && !guardianIds.includes(g.guardianId))
      guardianIds.push(g.guardianId);
  }
  const calleeBusy = (await currentCall(app, calleeId)) !== undefined;
  const call = newCall(
    { id: uuidv7(), conversationId: facts.id, media: frame.media, callerId, calleeId, guardianIds },
    calleeBusy,
    app.clock().getTime(),
  );
  await app.calls.create(call, call.state === 'ended' ? [] : [callerId, calleeId]);
  announceCall(app, call);
  if (call.state === 'ended') await finishCall(app, call);
  // Unanswered, it is missed: a job, so the ring ends even if this replica does not live to see it.
  else if (app.ringOut) await app.ringOut(call);
  else throw new Error('chat placed a call before its job queue opened');
  return ok(call);
}
