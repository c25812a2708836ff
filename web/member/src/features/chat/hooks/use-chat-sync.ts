import { useQueryClient } from '@tanstack/react-query';
import {
  conversationEventSchema,
  messageEventSchema,
  presenceEventSchema,
  receiptEventSchema,
  SERVER_EVENTS,
  type ChatWith,
  type MemberCard,
} from '@mawadda/contracts';
import { useSocketEvent } from '../../../lib/chat-socket';
import { patchConversations, putConversation } from '../lib/conversation-cache';
import { putMessage } from '../lib/messages-cache';
import { chatKeys } from './chat-keys';
import { useUnreadPushes } from './use-unread-total';

/**
 * Keeps the chat reads in the cache as the server pushes changes (messages, closing, receipts,
 * presence, the unread total). Every change is idempotent, so two pages listening apply it once in
 * effect.
 */
export function useChatSync() {
  const queryClient = useQueryClient();
  useSocketEvent(SERVER_EVENTS.message, messageEventSchema, ({ message, conversation }) => {
    const known = queryClient.getQueryData<ChatWith>(chatKeys.with(conversation.memberId));
    putConversation(queryClient, conversation, true);
    putMessage(queryClient, message);
    // They wrote first, or reopened it: replying needs less than starting, so ask again.
    if (known && (known.conversation?.status !== conversation.status || !known.canWrite))
      void queryClient.invalidateQueries({ queryKey: chatKeys.with(conversation.memberId) });
  });
  useSocketEvent(SERVER_EVENTS.conversation, conversationEventSchema, ({ conversation }) => {
    putConversation(queryClient, conversation, false);
    void queryClient.invalidateQueries({ queryKey: chatKeys.with(conversation.memberId) });
    // A message erased (its sender's account deleted) shows as removed.
    void queryClient.invalidateQueries({ queryKey: chatKeys.messages(conversation.id) });
  });
  useSocketEvent(SERVER_EVENTS.receipt, receiptEventSchema, ({ conversationId, deliveredSeq, readSeq }) =>
    patchConversations(
      queryClient,
      (c) => c.id === conversationId,
      (c) => ({
        ...c,
        deliveredSeq: Math.max(c.deliveredSeq, deliveredSeq),
        readSeq: Math.max(c.readSeq, readSeq),
      }),
    ),
  );
  useSocketEvent(SERVER_EVENTS.presence, presenceEventSchema, ({ memberId, presence }) => {
    patchConversations(
      queryClient,
      (c) => c.memberId === memberId,
      (c) => ({ ...c, presence }),
    );
    queryClient.setQueryData<MemberCard | null>(chatKeys.card(memberId), (card) =>
      card ? { ...card, presence } : card,
    );
  });
  useUnreadPushes();
}
