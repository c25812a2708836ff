import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ChatMessage, MessagePage } from '@mawadda/contracts';
import { chatKeys } from '../hooks/chat-keys';

/** A conversation's history in the cache: pages newest first, each page's items newest first. */
export type MessagesData = InfiniteData<MessagePage, string | null>;

const newestFirst = (a: ChatMessage, b: ChatMessage) => b.seq - a.seq;

/** The messages of the loaded pages, each once (a message pushed live may also come in a page), oldest first. */
export function historyOf(data: { pages: MessagePage[] } | undefined): ChatMessage[] {
  if (!data) return [];
  const byId = new Map<string, ChatMessage>();
  for (const page of data.pages) for (const m of page.items) if (!byId.has(m.id)) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * A message the server confirmed or pushed: it joins the newest page, or replaces the copy
 * already there (same id: a state that moved on). Nothing is cached yet for a conversation that
 * was never opened here: the history is read whole when it is.
 */
export function putMessage(queryClient: QueryClient, message: ChatMessage, seed = false) {
  queryClient.setQueryData<MessagesData>(chatKeys.messages(message.conversationId), (data) => {
    if (!data) return seed ? { pages: [{ items: [message], next: null }], pageParams: [null] } : data;
    const present = data.pages.some((p) => p.items.some((m) => m.id === message.id));
    if (present)
      return {
        ...data,
        pages: data.pages.map((p) => ({
          ...p,
          items: p.items.map((m) => (m.id === message.id ? message : m)),
        })),
      };
    const [first, ...rest] = data.pages;
    if (!first) return { pages: [{ items: [message], next: null }], pageParams: [null] };
    return { ...data, pages: [{ ...first, items: [message, ...first.items].sort(newestFirst) }, ...rest] };
  });
}

/**
 * The newest page read again after a reconnect, merged each message once. When it does not reach
 * what is cached (more was missed than a page holds) it replaces the history, so no hole is shown
 * as if nothing had been said.
 */
export function mergeNewest(queryClient: QueryClient, conversationId: string, page: MessagePage) {
  queryClient.setQueryData<MessagesData>(chatKeys.messages(conversationId), (data) => {
    const [first, ...rest] = data?.pages ?? [];
    if (!data || !first) return { pages: [page], pageParams: [null] };
    if (page.items.length === 0) return data;
    const cachedNewest = Math.max(0, ...data.pages.flatMap((p) => p.items.map((m) => m.seq)));
    const freshOldest = Math.min(...page.items.map((m) => m.seq));
    // Seqs have no gaps: the fresh page joins the cached history if it starts at most one past it.
    if (page.next !== null && freshOldest > cachedNewest + 1) return { pages: [page], pageParams: [null] };
    // The fresh copies go in the newest page, which `historyOf` reads first: they win over older copies.
    const byId = new Map(first.items.map((m) => [m.id, m]));
    for (const m of page.items) byId.set(m.id, m);
    return { ...data, pages: [{ ...first, items: [...byId.values()].sort(newestFirst) }, ...rest] };
  });
}
