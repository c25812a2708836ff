import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ChatMessage, ChatWith, Conversation, ConversationPage } from '@mawadda/contracts';
import { chatKeys } from '../hooks/chat-keys';

type ListData = InfiniteData<ConversationPage, string | null>;

/**
 * `fresh`, with the other member's receipts never older than what this tab already holds of the
 * same conversation: an answer computed before their latest `receipt` event may arrive after it
 * (a read over HTTP, the answer that started the conversation), and watermarks only move forward.
 */
export function withKnownReceipts(fresh: Conversation, known: Conversation | null | undefined): Conversation {
  if (!known || known.id !== fresh.id) return fresh;
  return {
    ...fresh,
    deliveredSeq: Math.max(fresh.deliveredSeq, known.deliveredSeq),
    readSeq: Math.max(fresh.readSeq, known.readSeq),
  };
}

/**
 * A conversation as the server now tells it replaces the one in the list and the open one,
 * receipts kept (`withKnownReceipts`). `toTop` moves it to the head of the list (it has just been
 * active); one the list has not got yet is put there too.
 */
export function putConversation(queryClient: QueryClient, conversation: Conversation, toTop: boolean) {
  queryClient.setQueryData<ListData>(chatKeys.list, (list) => {
    if (!list) return list;
    const known = list.pages.flatMap((p) => p.items).find((c) => c.id === conversation.id);
    const merged = withKnownReceipts(conversation, known);
    if (known && !toTop) return mapPages(list, (c) => (c.id === merged.id ? merged : c));
    const [first, ...rest] = list.pages.map((p) => ({
      ...p,
      items: p.items.filter((c) => c.id !== merged.id),
    }));
    return first ? { ...list, pages: [{ ...first, items: [merged, ...first.items] }, ...rest] } : list;
  });
  queryClient.setQueryData<ChatWith>(chatKeys.with(conversation.memberId), (current) =>
    current ? { ...current, conversation: withKnownReceipts(conversation, current.conversation) } : current,
  );
}

/**
 * A message I just sent, as its ack told it: its conversation shows it as the last message and
 * moves to the head of the list. The sending device hears of its own message by the ack alone
 * (the server tells only my other devices), so the list is kept here.
 */
export function putSentMessage(queryClient: QueryClient, message: ChatMessage) {
  const newer = (c: Conversation) => (c.lastMessage?.seq ?? 0) < message.seq;
  const sent = (c: Conversation): Conversation => ({ ...c, lastMessage: message, updatedAt: message.sentAt });
  const known = queryClient
    .getQueryData<ListData>(chatKeys.list)
    ?.pages.flatMap((p) => p.items)
    .find((c) => c.id === message.conversationId);
  if (known && newer(known)) putConversation(queryClient, sent(known), true);
  patchConversations(
    queryClient,
    (c) => c.id === message.conversationId && newer(c),
    sent,
  );
}

/** Changes every cached conversation that `match` picks (presence, receipts, my reading). */
export function patchConversations(
  queryClient: QueryClient,
  match: (c: Conversation) => boolean,
  patch: (c: Conversation) => Conversation,
) {
  const change = (c: Conversation) => (match(c) ? patch(c) : c);
  queryClient.setQueryData<ListData>(chatKeys.list, (list) => list && mapPages(list, change));
  queryClient.setQueriesData<ChatWith>({ queryKey: ['chat', 'with'] }, (current) =>
    current?.conversation ? { ...current, conversation: change(current.conversation) } : current,
  );
}

function mapPages(list: ListData, change: (c: Conversation) => Conversation): ListData {
  return { ...list, pages: list.pages.map((p) => ({ ...p, items: p.items.map(change) })) };
}

/** A conversation read over HTTP, receipts kept as `withKnownReceipts` keeps them. */
export function withLatestReceipts(fresh: ChatWith, known: ChatWith | undefined): ChatWith {
  return fresh.conversation
    ? { ...fresh, conversation: withKnownReceipts(fresh.conversation, known?.conversation) }
    : fresh;
}
