import { z } from 'zod';

/**
 * Voice and video calls inside an open conversation, signalled over the chat's Socket.IO
 * connection (WebRTC in the browser). The server relays offers, answers and ICE candidates only
 * between parties it let in: a chaperoned call relays nothing between the two members until her
 * guardian has joined.
 */
export const CALL_MEDIA = ['voice', 'video'] as const;
export type CallMedia = (typeof CALL_MEDIA)[number];

/** `ringing`: nobody answered yet; `paused`: chaperoned and her guardian is not (or no longer) in it. */
export const CALL_STATES = ['ringing', 'connected', 'paused', 'ended'] as const;
export type CallState = (typeof CALL_STATES)[number];

export const CALL_END_REASONS = ['missed', 'declined', 'ended', 'busy', 'unavailable'] as const;
export type CallEndReason = (typeof CALL_END_REASONS)[number];

/** Why a call cannot be placed (`chat.refused.<reason>`), beyond the chat's own refusals. */
export const CALL_REFUSALS = ['calls_off', 'busy', 'not_in_call'] as const;
export type CallRefusal = (typeof CALL_REFUSALS)[number];

/** Ringing ends unanswered after this long: a missed call. */
export const CALL_RING_SECONDS = 45;

/** A call as each party sees it. */
export const callViewSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  media: z.enum(CALL_MEDIA),
  callerId: z.string(),
  calleeId: z.string(),
  /**
   * The guardians who must be in it (a chaperoned call): of each member who asked that every call
   * includes her guardian. Empty for a call between the two alone.
   */
  guardianIds: z.array(z.string()),
  state: z.enum(CALL_STATES),
  /** Who is in the call now (answered and not left). */
  joined: z.array(z.string()),
  endReason: z.enum(CALL_END_REASONS).nullable(),
  startedAt: z.string(),
  connectedAt: z.string().nullable(),
  /** Counts the call's changes: events may arrive out of order, and the newest wins. */
  rev: z.number().int(),
});
export type CallView = z.infer<typeof callViewSchema>;

/** The call line a finished call leaves in its conversation. */
export const callLineSchema = z.object({
  media: z.enum(CALL_MEDIA),
  outcome: z.enum(CALL_END_REASONS),
  /** How long the two talked; 0 when it never connected. */
  seconds: z.number().int().min(0),
  chaperoned: z.boolean(),
});
export type CallLine = z.infer<typeof callLineSchema>;

export const CALL_CLIENT_EVENTS = {
  start: 'call:start',
  accept: 'call:accept',
  decline: 'call:decline',
  /** Her guardian joins a chaperoned call (guardians' sockets only). */
  join: 'call:join',
  leave: 'call:leave',
  signal: 'call:signal',
  /** TURN credentials for this call, short-lived (coturn's shared-secret scheme). */
  ice: 'call:ice',
} as const;

export const CALL_SERVER_EVENTS = {
  /** A call of mine changed (ringing for me, answered, paused, ended). */
  call: 'call',
  /** An offer, answer or ICE candidate from another party of the call. */
  signal: 'call:signal',
} as const;

export const callStartFrameSchema = z
  .object({ conversationId: z.uuid(), media: z.enum(CALL_MEDIA) })
  .strict();
export type CallStartFrame = z.input<typeof callStartFrameSchema>;

export const callIdFrameSchema = z.object({ callId: z.uuid() }).strict();
export type CallIdFrame = z.input<typeof callIdFrameSchema>;

/** What WebRTC hands one peer for another; opaque to the server but bounded. */
export const callSignalSchema = z.discriminatedUnion('type', [
  z.object({ type: z.enum(['offer', 'answer']), sdp: z.string().max(20_000) }).strict(),
  z
    .object({
      type: z.literal('candidate'),
      candidate: z.string().max(1_000),
      sdpMid: z.string().max(64).nullable(),
      sdpMLineIndex: z.number().int().min(0).max(64).nullable(),
    })
    .strict(),
]);
export type CallSignal = z.infer<typeof callSignalSchema>;

export const callSignalFrameSchema = z
  .object({ callId: z.uuid(), to: z.uuid(), signal: callSignalSchema })
  .strict();
export type CallSignalFrame = z.input<typeof callSignalFrameSchema>;

export const callEventSchema = z.object({ call: callViewSchema });
export type CallEvent = z.infer<typeof callEventSchema>;

export const callSignalEventSchema = z.object({
  callId: z.string(),
  from: z.string(),
  signal: callSignalSchema,
});
export type CallSignalEvent = z.infer<typeof callSignalEventSchema>;

/** The ICE servers for a call: STUN/TURN with a username and password that expire (or none). */
export const callIceSchema = z.object({
  iceServers: z.array(
    z.object({
      urls: z.array(z.string()),
      username: z.string().optional(),
      credential: z.string().optional(),
    }),
  ),
});
export type CallIce = z.infer<typeof callIceSchema>;

/** `GET`/`PUT /api/chat/calls/settings`: the member takes no calls at all. */
export const callSettingsSchema = z.strictObject({ callsOff: z.boolean() });
export type CallSettings = z.infer<typeof callSettingsSchema>;

/** `GET`/`PUT /api/chat/conversations/{id}/calls`: the member takes no calls in this conversation. */
export const conversationCallsSchema = z.strictObject({ off: z.boolean() });
export type ConversationCalls = z.infer<typeof conversationCallsSchema>;

/**
 * Whether two parties of a call may exchange media now: both in it, and the two members only
 * while the call is connected (every guardian of a chaperoned call in it). The server relays
 * signals by this rule; the site opens and closes its peer connections by it.
 */
export function callPeersMayConnect(
  c: Pick<CallView, 'state' | 'joined' | 'callerId' | 'calleeId'>,
  a: string,
  b: string,
): boolean {
  if (c.state === 'ended' || a === b) return false;
  if (!c.joined.includes(a) || !c.joined.includes(b)) return false;
  const members = [c.callerId, c.calleeId];
  if (members.includes(a) && members.includes(b)) return c.state === 'connected';
  return true;
}
