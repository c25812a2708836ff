import { useQuery } from '@tanstack/react-query';
import { fetchUnreadCount } from '../api/fetch-unread-count';
import { notifyKeys } from './notify-keys';

/** How often the bell asks again while the tab is open (and at once when it regains focus). */
export const UNREAD_REFRESH_MS = 60_000;

/** The bell's number: read at start, every minute, and whenever the window regains focus. */
export function useUnreadCount(): number {
  const query = useQuery({
    queryKey: notifyKeys.unread,
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  return query.data?.count ?? 0;
}
