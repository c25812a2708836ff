import type { CloseReason, ConversationStatus, Visibility } from '@mawadda/contracts';
import type { ContactRefusal, Refusal } from './refusals.js';

/*
 * Who may write to whom (README: rules), with no I/O: facts read under the pair's lock. A reply
 * needs no block and both active; starting or reopening needs what a first contact needs (open
 * profile or accepted follow, an entitlement); only starting counts against the daily limit.
 */

/** The other member as this service's copy knows them; undefined when unknown here. */
export interface Counterpart {
  kind: 'individual' | 'company';
  status: 'active' | 'suspended' | 'deleted';
  visibility: Visibility;
}

export interface PairFacts {
  self: boolean;
  other: Counterpart | undefined;
  writerBlocksOther: boolean;
  otherBlocksWriter: boolean;
}

export interface ConversationState {
  status: ConversationStatus;
  closedReason: CloseReason | null;
  closedBy: string | null;
}

export type WriteKind = 'start' | 'reply' | 'reopen';

/** What a first contact (a start or a reopen) needs beyond the pair. */
export interface OpeningFacts {
  followsOther: boolean;
  entitled: boolean;
  /** Conversations the writer started in the last 24 hours, and the most allowed. */
  startedToday: number;
  dailyLimit: number;
  /** Seconds until the oldest of those leaves the window (for `Retry-After`). */
  windowFreesInSeconds: number;
}

type Step = { ok: true; kind: WriteKind } | { ok: false; refusal: Refusal };

const refuse = (refusal: ContactRefusal): Step => ({ ok: false, refusal: { refusal } });

/**
 * The first half of the decision, from the pair and the conversation alone: which kind of write
 * this is, or why there is none. A member who blocks the writer is not found; one who cannot
 * receive messages (a company, suspended, erased) is unavailable.
 */
export function writeStep(
  writerId: string,
  pair: PairFacts,
  conversation: ConversationState | undefined,
): Step {
  if (pair.self) return refuse('self');
  if (pair.otherBlocksWriter || !pair.other)
    return { ok: false, refusal: { refusal: 'notFound', what: conversation ? 'conversation' : 'member' } };
  if (pair.other.kind !== 'individual' || pair.other.status !== 'active') return refuse('member_unavailable');
  if (pair.writerBlocksOther) return refuse('blocked');
  if (!conversation) return { ok: true, kind: 'start' };
  if (conversation.status === 'open') return { ok: true, kind: 'reply' };
  switch (conversation.closedReason) {
    case 'closed':
      // Only the member who closed it may open it again; the other finds it closed.
      return conversation.closedBy === writerId ? { ok: true, kind: 'reopen' } : refuse('closed');
    case 'deleted':
      return refuse('member_unavailable');
    default:
      // Closed by a block since lifted, or a suspension since ended: a first contact again.
      return { ok: true, kind: 'reopen' };
  }
}

/** The second half, for a start or a reopen: the first-contact rules. */
export function openingRefusal(
  kind: WriteKind,
  other: Counterpart,
  facts: OpeningFacts,
): Refusal | undefined {
  if (kind === 'reply') return undefined;
  if (other.visibility !== 'public' && !facts.followsOther) return { refusal: 'needs_follow' };
  if (!facts.entitled) return { refusal: 'needs_entitlement' };
  if (kind === 'start' && facts.startedToday >= facts.dailyLimit)
    return { refusal: 'daily_limit', retryAfterSeconds: Math.max(1, facts.windowFreesInSeconds) };
  return undefined;
}
