import { CALL_SERVER_EVENTS, type CallSignalFrame } from '@mawadda/contracts';
import { ok, refused, type Outcome } from '@mawadda/kit';
import { mayRelay, type CallRuleRefusal } from '../../domain/call-rules.js';
import type { ChatApp } from '../context.js';

/**
 * An offer, answer or ICE candidate for another party. Relayed only when the rules let these two
 * exchange media now: never between the two members of a chaperoned call before every guardian
 * has joined, so no connection between them can even begin.
 */
export async function relaySignal(
  app: ChatApp,
  fromId: string,
  frame: CallSignalFrame,
): Promise<Outcome<null, CallRuleRefusal>> {
  const call = await app.calls.get(frame.callId);
  if (!call || !mayRelay(call, fromId, frame.to)) return refused({ refusal: 'not_in_call' });
  app.live.toMember(frame.to, CALL_SERVER_EVENTS.signal, {
    callId: call.id,
    from: fromId,
    signal: frame.signal,
  });
  return ok(null);
}
