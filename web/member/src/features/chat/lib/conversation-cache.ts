import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ChatWith, Conversation, ConversationPage } from '@mawadda/contracts';
import { chatKeys } from '../hooks/chat-keys';

type ListData = InfiniteData<ConversationPage, string | null>;

/**
 * A conversation as the server now tells it (a new message, closed, reopened): it replaces the
 * one in the list and in the open conversation. `toTop` moves it to the head of the list (it has
 * just been active); a conversation the list has not got yet is put there too.
 */
export function putConversation(queryClient: QueryClient, conversation: Conversation, toTop: boolean) {
  queryClient.setQueryData<ListData>(chatKeys.list, (list) => {
    if (!list) return list;
    const present = list.pages.some((p) => p.items.some((c) => c.id === conversation.id));
    if (present && !toTop) return mapPages(list, (c) => (c.id === conversation.id ? conversation : c));
    const [first, ...rest] = list.pages.map((p) => ({
      ...p,
      items: p.items.filter((c) => c.id !== conversation.id),
    }));
    return first ? { ...list, pages: [{ ...first, items: [conversation, ...first.items] }, ...rest] } : list;
  });
  queryClient.setQueryData<ChatWith>(chatKeys.with(conversation.memberId), (current) =>
    current ? { ...current, conversation } : current,
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

/**
 * A conversation read over HTTP, with the other member's receipts never older than what the socket
 * already told this tab: an answer computed before their latest `receipt` event may arrive after
 * it, and watermarks only ever move forward.
 */
export function withLatestReceipts(fresh: ChatWith, known: ChatWith | undefined): ChatWith {
  const before = known?.conversation;
  const now = fresh.conversation;
  if (!now || !before || before.id !== now.id) return fresh;
  return {
    ...fresh,
    conversation: {
      ...now,
      deliveredSeq: Math.max(now.deliveredSeq, before.deliveredSeq),
      readSeq: Math.max(now.readSeq, before.readSeq),
    },
  };
}
