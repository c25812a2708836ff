/** A conversation is open until a member closes it or a block, suspension or erasure does. */
export const CONVERSATION_STATUSES = ['open', 'closed'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

export const CLOSE_REASONS = ['closed', 'blocked', 'suspended', 'deleted'] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];

/** Ticks: stored, reached one of the recipient's devices, seen in the open conversation. */
export const MESSAGE_STATES = ['sent', 'delivered', 'read'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

/**
 * Why a member may not start (or write in) a conversation; each has its own message key
 * (`chat.refused.<reason>`) and the page offers the way forward (follow, subscribe, wait).
 */
export const CHAT_REFUSALS = [
  'self',
  'member_unavailable',
  'blocked',
  'needs_follow',
  'needs_entitlement',
  'daily_limit',
  'closed',
  'rate_limited',
  /** The member's guardian has not yet answered my request (I wait; I cannot write more). */
  'awaiting_guardian',
  /** The member's guardian declined my request; I may ask again 30 days after. */
  'guardian_declined',
] as const;
export type ChatRefusal = (typeof CHAT_REFUSALS)[number];

/**
 * A conversation gated by the other member's guardian, as its starter sees it (`waiting` or
 * `declined`); the member herself never sees a gated one.
 */
export const GUARDIAN_GATES = ['waiting', 'declined'] as const;
export type GuardianGate = (typeof GUARDIAN_GATES)[number];
/** After a guardian declines, the starter may ask again only after this many days. */
export const GUARDIAN_DECLINE_DAYS = 30;
