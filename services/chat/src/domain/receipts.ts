import type { MessageState } from '@mawadda/contracts';

/** A member's receipts in a conversation: how far messages reached their devices, and how far they read. */
export interface Watermarks {
  deliveredSeq: number;
  readSeq: number;
}

/** A receipt frame: how far one member's devices got in one conversation. */
export interface ReceiptFrame {
  memberId: string;
  conversationId: string;
  kind: 'delivered' | 'read';
  upToSeq: number;
  /** The socket it came on, if any (a frame over HTTP has none). */
  origin?: string;
}

/** The key receipts of one member in one conversation share (ids as the database writes them). */
export const receiptKey = (f: { memberId: string; conversationId: string }) =>
  `${f.conversationId.toLowerCase()} ${f.memberId.toLowerCase()}`;

/** The furthest a watermark can name (a message number is a 32-bit integer in the database). */
const MAX_SEQ = 2 ** 31 - 1;

/**
 * Receipt frames that arrived together, merged per member and conversation into where they move
 * the watermarks: the furthest of each, and what was read was delivered too. The store caps them
 * at the conversation's last message and applies them with `greatest`, so receipts racing each
 * other still only move forward.
 */
export function mergeReceipts(frames: readonly ReceiptFrame[]) {
  const merged = new Map<
    string,
    { conversationId: string; memberId: string; delivered: number; read: number }
  >();
  for (const f of frames) {
    const key = receiptKey(f);
    const to = merged.get(key) ?? {
      conversationId: f.conversationId.toLowerCase(),
      memberId: f.memberId.toLowerCase(),
      delivered: 0,
      read: 0,
    };
    // Beyond any message, capped here: one frame naming a number the database cannot hold must
    // not fail the batch it shares with other members' receipts.
    const upTo = Math.min(f.upToSeq, MAX_SEQ);
    to.delivered = Math.max(to.delivered, upTo);
    if (f.kind === 'read') to.read = Math.max(to.read, upTo);
    merged.set(key, to);
  }
  return merged;
}

/** A message's ticks: its recipient's progress on it. */
export function messageState(seq: number, recipient: Watermarks): MessageState {
  if (recipient.readSeq >= seq) return 'read';
  if (recipient.deliveredSeq >= seq) return 'delivered';
  return 'sent';
}
