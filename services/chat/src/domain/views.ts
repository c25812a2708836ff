import type {
  CallLine,
  ChatMessage,
  CloseReason,
  Conversation,
  ConversationStatus,
  GuardianGate,
  Presence,
} from '@mawadda/contracts';
import { messageState, type Watermarks } from './receipts.js';

/** A stored message, as the views need it. */
export interface StoredMessage {
  id: string;
  conversationId: string;
  seq: number;
  senderId: string;
  clientId: string;
  text: string | null;
  removed: boolean;
  sentAt: Date;
  /** A call's line instead of text (absent in rows read before calls existed). */
  call?: CallLine | null;
}

/** One conversation as one of its members sees it, before presence is known. */
export interface ConversationFacts {
  id: string;
  viewerId: string;
  otherId: string;
  starterId: string;
  status: ConversationStatus;
  closedReason: CloseReason | null;
  closedBy: string | null;
  /** The guardian's gate (only its starter ever reads a gated conversation). */
  gate: GuardianGate | null;
  /** A guardian of either member reads it (filled by app/views.ts; false when unknown). */
  guardianReads?: boolean;
  updatedAt: Date;
  mine: Watermarks;
  theirs: Watermarks;
  lastMessage: StoredMessage | null;
  unread: number;
}

/**
 * A message as a participant sees it. Its ticks are its recipient's progress, so both members see
 * the same state: `recipient` holds the watermarks of the member who did not send it.
 */
export const messageView = (m: StoredMessage, recipient: Watermarks): ChatMessage => ({
  id: m.id,
  conversationId: m.conversationId,
  seq: m.seq,
  senderId: m.senderId,
  clientId: m.clientId,
  text: m.removed ? null : m.text,
  removed: m.removed,
  sentAt: m.sentAt.toISOString(),
  state: messageState(m.seq, recipient),
  call: m.call ?? null,
});

/** The recipient's watermarks of a message in a conversation seen by `facts.viewerId`. */
export const recipientOf = (
  facts: Pick<ConversationFacts, 'viewerId' | 'mine' | 'theirs'>,
  m: StoredMessage,
) => (m.senderId === facts.viewerId ? facts.theirs : facts.mine);

export const conversationView = (facts: ConversationFacts, presence: Presence): Conversation => ({
  id: facts.id,
  memberId: facts.otherId,
  status: facts.status,
  closedReason: facts.status === 'closed' ? facts.closedReason : null,
  closedByMe: facts.status === 'closed' && facts.closedBy === facts.viewerId,
  startedByMe: facts.starterId === facts.viewerId,
  lastMessage: facts.lastMessage && messageView(facts.lastMessage, recipientOf(facts, facts.lastMessage)),
  unread: facts.unread,
  presence,
  deliveredSeq: facts.theirs.deliveredSeq,
  readSeq: facts.theirs.readSeq,
  updatedAt: facts.updatedAt.toISOString(),
  guardianApproval: facts.starterId === facts.viewerId ? facts.gate : null,
  guardianReads: facts.guardianReads ?? false,
});
