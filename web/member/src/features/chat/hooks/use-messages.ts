import { skipToken, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { fetchMessages } from '../api/fetch-messages';
import { historyOf, mergeNewest } from '../lib/messages-cache';
import { chatKeys } from './chat-keys';

const NEWEST: string | null = null;

/**
 * A conversation's history: the newest page first, older pages on demand (`loadOlder`), every
 * message once and oldest first for the page. `catchUp` reads the newest page again (after the
 * connection came back) and merges it, each message once.
 */
export function useMessages(conversationId: string | null) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: chatKeys.messages(conversationId ?? ''),
    queryFn: conversationId
      ? ({ pageParam, signal }) => fetchMessages(conversationId, pageParam, signal)
      : skipToken,
    initialPageParam: NEWEST,
    getNextPageParam: (last) => last.next,
  });
  const messages = useMemo(() => historyOf(query.data), [query.data]);
  const catchUp = useCallback(async () => {
    if (!conversationId) return;
    try {
      mergeNewest(queryClient, conversationId, await fetchMessages(conversationId, null));
    } catch {
      // Still unreachable: the next reconnection or focus reads it again.
    }
  }, [queryClient, conversationId]);
  return { query, messages, catchUp };
}
