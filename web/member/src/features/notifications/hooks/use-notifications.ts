import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { MemberCard, Notification } from '@mawadda/contracts';
import { fetchMemberCards } from '../../../lib/members/fetch-member-cards';
import { fetchNotifications } from '../api/fetch-notifications';
import { notifyKeys } from './notify-keys';

const FIRST: string | null = null;

/**
 * My notifications, newest first, a page at a time, with the actors' cards in one call. An actor
 * without a card (they block me, I blocked them, erased) keeps the notification, without name or
 * photo, and without a way to their profile.
 */
export function useNotifications() {
  const list = useInfiniteQuery({
    queryKey: notifyKeys.list,
    queryFn: ({ pageParam, signal }) => fetchNotifications(pageParam, signal),
    initialPageParam: FIRST,
    getNextPageParam: (last) => last.next,
  });
  const notifications = useMemo<Notification[]>(() => {
    const seen = new Set<string>();
    return (list.data?.pages ?? [])
      .flatMap((p) => p.items)
      .filter((n) => !seen.has(n.id) && !!seen.add(n.id));
  }, [list.data]);
  const ids = useMemo(
    () => [...new Set(notifications.flatMap((n) => (n.actorId ? [n.actorId] : [])))].sort(),
    [notifications],
  );
  const cards = useQuery({
    queryKey: notifyKeys.cards(ids),
    queryFn: ({ signal }) => fetchMemberCards(ids, signal),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
  const cardOf = useMemo(() => {
    const byId = new Map<string, MemberCard>((cards.data ?? []).map((c) => [c.memberId, c]));
    return (memberId: string | null) => (memberId ? (byId.get(memberId) ?? null) : null);
  }, [cards.data]);
  return { list, notifications, cardOf };
}
