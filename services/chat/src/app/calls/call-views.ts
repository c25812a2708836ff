import { CALL_SERVER_EVENTS, type CallView } from '@mawadda/contracts';
import { partiesOf, type CallRecord } from '../../domain/call-rules.js';
import type { ChatApp } from '../context.js';

export const callView = (c: CallRecord): CallView => ({
  id: c.id,
  conversationId: c.conversationId,
  media: c.media,
  callerId: c.callerId,
  calleeId: c.calleeId,
  guardianIds: c.guardianIds,
  state: c.state,
  joined: c.joined,
  endReason: c.endReason,
  startedAt: new Date(c.startedAt).toISOString(),
  connectedAt: c.connectedAt === null ? null : new Date(c.connectedAt).toISOString(),
  rev: c.rev,
});

/** Every party's devices hear the call as it now stands (through the Redis adapter on replicas). */
export function announceCall(app: ChatApp, c: CallRecord): void {
  for (const id of partiesOf(c)) app.live.toMember(id, CALL_SERVER_EVENTS.call, { call: callView(c) });
}

/** The call a member is in now, if any: a line naming an ended or forgotten call is free. */
export async function currentCall(app: ChatApp, memberId: string): Promise<CallRecord | undefined> {
  const callId = await app.calls.lineOf(memberId);
  const call = callId ? await app.calls.get(callId) : undefined;
  return call && call.state !== 'ended' ? call : undefined;
}
