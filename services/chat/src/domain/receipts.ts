import type { MessageState } from '@mawadda/contracts';

/** A member's receipts in a conversation: how far messages reached their devices, and how far they read. */
export interface Watermarks {
  deliveredSeq: number;
  readSeq: number;
}

/**
 * Where a receipt frame moves a member's watermarks: never past the last message, never
 * backwards, and what was read was delivered too. The store applies it with `greatest`, so
 * receipts racing each other still only move forward.
 */
export function receiptTarget(
  kind: 'delivered' | 'read',
  upToSeq: number,
  lastSeq: number,
): { delivered: number; read: number } {
  const upTo = Math.max(0, Math.min(upToSeq, lastSeq));
  return { delivered: upTo, read: kind === 'read' ? upTo : 0 };
}

/** A message's ticks: its recipient's progress on it. */
export function messageState(seq: number, recipient: Watermarks): MessageState {
  if (recipient.readSeq >= seq) return 'read';
  if (recipient.deliveredSeq >= seq) return 'delivered';
  return 'sent';
}
