import type { ChatMessage, Conversation, MessageState } from '@mawadda/contracts';

const RANK: Record<MessageState, number> = { sent: 0, delivered: 1, read: 2 };

/**
 * The ticks of one of my messages: the furthest of what the message said when it was read and
 * what the other member's receipts say since (their watermarks move without the message being
 * sent again). Never backwards.
 */
export function tickOf(message: ChatMessage, conversation: Conversation | null): MessageState {
  if (!conversation) return message.state;
  const byReceipts: MessageState =
    conversation.readSeq >= message.seq
      ? 'read'
      : conversation.deliveredSeq >= message.seq
        ? 'delivered'
        : 'sent';
  return RANK[byReceipts] > RANK[message.state] ? byReceipts : message.state;
}
