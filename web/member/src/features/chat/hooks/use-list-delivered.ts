import { useEffect, useRef } from 'react';
import { CLIENT_EVENTS, type Conversation } from '@mawadda/contracts';
import { useChatConnection } from '../../../lib/chat-socket';
import { myMemberId } from '../../../lib/my-member-id';

/**
 * Messages that reached me while no page of mine was connected (the list read them over HTTP)
 * are delivered now: the sender's single tick turns double as soon as my list shows them.
 */
export function useListDelivered(conversations: Conversation[]) {
  const { socket, status } = useChatConnection();
  const told = useRef(new Set<string>());
  useEffect(() => {
    if (!socket || status !== 'connected') return;
    const me = myMemberId();
    for (const { id, lastMessage: m } of conversations) {
      if (!m || m.senderId === me || m.state !== 'sent' || told.current.has(m.id)) continue;
      told.current.add(m.id);
      socket.emit(CLIENT_EVENTS.delivered, { conversationId: id, upToSeq: m.seq });
    }
  }, [conversations, socket, status]);
}
