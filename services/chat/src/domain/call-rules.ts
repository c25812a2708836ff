import {
  callPeersMayConnect,
  type CallEndReason,
  type CallLine,
  type CallMedia,
  type CallRefusal,
  type CallState,
} from '@mawadda/contracts';
import type { ConversationState, PairFacts } from './contact-rules.js';
import { writeStep } from './contact-rules.js';
import type { Refusal } from './refusals.js';

/*
 * Who may call whom and how a call moves (README: calls), with no I/O. A call is a reply's
 * privilege: it needs an open conversation the two may still write in (no block, both active, not
 * waiting for her guardian), so whatever a first contact needed (the entitlement, the follow, the
 * guardian's approval) was needed before it could open. The receiver may turn calls off.
 */

/** A call as the registry keeps it between frames (memory or Redis), times as epoch ms. */
export interface CallRecord {
  id: string;
  conversationId: string;
  media: CallMedia;
  callerId: string;
  calleeId: string;
  /** Guardians who must be in the call before the two members are connected (chaperoned). */
  guardianIds: string[];
  state: CallState;
  joined: string[];
  endReason: CallEndReason | null;
  startedAt: number;
  connectedAt: number | null;
  /** Time the two members were connected, before the current stretch. */
  talkedMs: number;
  /** When the current connected stretch began; null while not connected. */
  resumedAt: number | null;
  /** Counts the call's changes: a device applies a state only if it is newer than the one it has. */
  rev: number;
}

export type CallRuleRefusal = Refusal | { refusal: CallRefusal };

export interface CallFacts {
  pair: PairFacts;
  conversation: (ConversationState & { gated: boolean }) | undefined;
  /** The receiver turned calls off, for this conversation or altogether. */
  calleeCallsOff: boolean;
  /** The caller is already in a call (their own busy is a refusal; the callee's is a busy call). */
  callerBusy: boolean;
}

/** Why this member may not call the other in this conversation, or undefined when they may. */
export function callRefusal(callerId: string, f: CallFacts): CallRuleRefusal | undefined {
  if (!f.conversation || f.conversation.gated) return { refusal: 'notFound', what: 'conversation' };
  const step = writeStep(callerId, f.pair, f.conversation);
  if (!step.ok) return step.refusal;
  // Only inside a conversation open now: a closed one reopens by a message, never by a call.
  if (step.kind !== 'reply') return { refusal: 'closed' };
  if (f.callerBusy) return { refusal: 'busy' };
  if (f.calleeCallsOff) return { refusal: 'calls_off' };
  return undefined;
}

/** A new call: ringing, the caller in it; busy at once when the callee is in another call. */
export function newCall(
  c: Pick<CallRecord, 'id' | 'conversationId' | 'media' | 'callerId' | 'calleeId' | 'guardianIds'>,
  calleeBusy: boolean,
  now: number,
): CallRecord {
  const call: CallRecord = {
    ...c,
    state: 'ringing',
    joined: [c.callerId],
    endReason: null,
    startedAt: now,
    connectedAt: null,
    talkedMs: 0,
    resumedAt: null,
    rev: 0,
  };
  return calleeBusy ? { ...ended(call, 'busy', now), rev: 1 } : call;
}

export type CallAction = 'accept' | 'decline' | 'join' | 'leave' | 'timeout' | 'unavailable';

/** Everyone the call concerns: the two members and the guardians. */
export const partiesOf = (c: CallRecord) => [c.callerId, c.calleeId, ...c.guardianIds];

/** The two members are connected only when both answered and every guardian is in. */
function settle(c: CallRecord, now: number): CallRecord {
  if (c.state === 'ended' || c.state === 'ringing') return c;
  const chaperonesIn = c.guardianIds.every((g) => c.joined.includes(g));
  const membersIn = c.joined.includes(c.callerId) && c.joined.includes(c.calleeId);
  const connected = chaperonesIn && membersIn;
  if (connected && c.state !== 'connected')
    return { ...c, state: 'connected', resumedAt: now, connectedAt: c.connectedAt ?? now };
  if (!connected && c.state === 'connected') return { ...c, state: 'paused', ...stopClock(c, now) };
  return c;
}

const stopClock = (c: CallRecord, now: number) => ({
  talkedMs: c.talkedMs + (c.resumedAt === null ? 0 : now - c.resumedAt),
  resumedAt: null,
});

function ended(c: CallRecord, reason: CallEndReason, now: number): CallRecord {
  return { ...c, state: 'ended', endReason: reason, joined: [], ...stopClock(c, now) };
}

const without = (list: string[], id: string) => list.filter((x) => x !== id);

/**
 * The call after a party's action, or undefined when the action is not theirs to take now (the
 * caller cannot accept, a guardian cannot accept for her, nothing moves an ended call).
 */
export function transition(
  c: CallRecord,
  action: CallAction,
  actorId: string,
  now: number,
): CallRecord | undefined {
  const next = step(c, action, actorId, now);
  return next && { ...next, rev: c.rev + 1 };
}

function step(c: CallRecord, action: CallAction, actorId: string, now: number): CallRecord | undefined {
  if (c.state === 'ended') return undefined;
  const isGuardian = c.guardianIds.includes(actorId);
  switch (action) {
    case 'accept':
      if (actorId !== c.calleeId || c.state !== 'ringing') return undefined;
      return settle({ ...c, state: 'paused', joined: [...c.joined, actorId] }, now);
    case 'decline':
      if (actorId !== c.calleeId || c.state !== 'ringing') return undefined;
      return ended(c, 'declined', now);
    case 'join':
      if (!isGuardian || c.joined.includes(actorId)) return undefined;
      return settle({ ...c, joined: [...c.joined, actorId] }, now);
    case 'leave':
      if (isGuardian) {
        if (!c.joined.includes(actorId)) return undefined;
        // Her guardian left: the call pauses for the two until he returns or it ends.
        return settle({ ...c, joined: without(c.joined, actorId) }, now);
      }
      if (actorId !== c.callerId && actorId !== c.calleeId) return undefined;
      if (c.state === 'ringing') return ended(c, actorId === c.callerId ? 'missed' : 'declined', now);
      return ended(c, 'ended', now);
    case 'timeout':
      return c.state === 'ringing' ? ended(c, 'missed', now) : undefined;
    case 'unavailable':
      // A block, a suspension or a closed conversation ends the call at once, whatever its state.
      return ended(c, 'unavailable', now);
  }
}

/**
 * Whether the server relays a signal (an offer, answer or candidate) from one party to another:
 * both must be in the call, and between the two members only while connected, so a chaperoned
 * call exchanges no media between them before every guardian has joined.
 */
export const mayRelay = (c: CallRecord, fromId: string, toId: string): boolean =>
  callPeersMayConnect(c, fromId, toId);

/** The line a finished call leaves in the conversation. */
export const lineOf = (c: CallRecord): CallLine => ({
  media: c.media,
  outcome: c.endReason ?? 'ended',
  seconds: Math.round(c.talkedMs / 1000),
  chaperoned: c.guardianIds.length > 0,
});
