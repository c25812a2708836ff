import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Conversation, MemberCard } from '@mawadda/contracts';
import { fetchMemberCards } from '../../../lib/members/fetch-member-cards';
import { fetchConversations } from '../api/fetch-conversations';
import { chatKeys } from './chat-keys';

const FIRST: string | null = null;

/**
 * My conversations, most recently active first, a page at a time, each once (one that moved to
 * the top may come again in a later page). A member without a card (they block me, erased) keeps
 * their row, without name or photo: the conversation is still mine.
 */
export function useConversations() {
  const list = useInfiniteQuery({
    queryKey: chatKeys.list,
    queryFn: ({ pageParam, signal }) => fetchConversations(pageParam, signal),
    initialPageParam: FIRST,
    getNextPageParam: (last) => last.next,
  });
  const conversations = useMemo(() => {
    const seen = new Set<string>();
    const out: Conversation[] = [];
    for (const page of list.data?.pages ?? [])
      for (const c of page.items) {
        if (seen.has(c.id)) continue;
        seen.add(c.id);
        out.push(c);
      }
    return out;
  }, [list.data]);
  const ids = useMemo(() => [...new Set(conversations.map((c) => c.memberId))].sort(), [conversations]);
  const cards = useQuery({
    queryKey: chatKeys.listCards(ids),
    queryFn: ({ signal }) => fetchMemberCards(ids, signal),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
  const cardOf = useMemo(() => {
    const byId = new Map<string, MemberCard>((cards.data ?? []).map((c) => [c.memberId, c]));
    return (memberId: string) => byId.get(memberId) ?? null;
  }, [cards.data]);
  return { list, conversations, cardOf };
}
