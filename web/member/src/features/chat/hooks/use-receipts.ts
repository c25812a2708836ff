import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { CLIENT_EVENTS, type ChatMessage, type Conversation } from '@mawadda/contracts';
import { useChatConnection } from '../../../lib/chat-socket';
import { myMemberId } from '../../../lib/my-member-id';
import { markDelivered } from '../api/mark-delivered';
import { markRead } from '../api/mark-read';
import { patchConversations } from '../lib/conversation-cache';
import { chatKeys } from './chat-keys';
import { usePageVisible } from './use-page-visible';

/**
 * My receipts in the open conversation: read while the tab is visible, only delivered while it is
 * hidden (the tab got it, I have not seen it). Through the socket when it is up, else over HTTP;
 * each watermark is sent once per rise.
 */
export function useReceipts(conversation: Conversation | null, messages: ChatMessage[]) {
  const queryClient = useQueryClient();
  const { socket, generation } = useChatConnection();
  const visible = usePageVisible();
  const sent = useRef({ conversationId: '', read: 0, delivered: 0 });
  const me = myMemberId();
  let newest = 0;
  for (const m of messages) if (m.senderId !== me && m.seq > newest) newest = m.seq;
  const conversationId = conversation?.id ?? null;

  useEffect(() => {
    if (!conversationId || newest === 0) return;
    if (sent.current.conversationId !== conversationId)
      sent.current = { conversationId, read: 0, delivered: 0 };
    const kind = visible ? 'read' : 'delivered';
    const mark = sent.current;
    if (newest <= mark[kind]) return;
    const before = { ...mark };
    mark.delivered = Math.max(mark.delivered, newest);
    if (kind === 'read') mark.read = newest;
    const upToSeq = newest;
    if (kind === 'read')
      patchConversations(
        queryClient,
        (c) => c.id === conversationId,
        (c) => ({ ...c, unread: 0 }),
      );
    if (socket?.connected) {
      socket.emit(kind === 'read' ? CLIENT_EVENTS.read : CLIENT_EVENTS.delivered, {
        conversationId,
        upToSeq,
      });
      return;
    }
    (kind === 'read' ? markRead : markDelivered)(conversationId, upToSeq)
      .then(() => {
        if (kind === 'read') void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
      })
      .catch(() => {
        // Not recorded: sent again on the next change (a reconnection, the tab shown again).
        if (sent.current.conversationId === conversationId) sent.current = before;
      });
    // `generation`: after a reconnection, a receipt that could not be recorded is tried again.
  }, [conversationId, newest, visible, socket, generation, queryClient]);
}
