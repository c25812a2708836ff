import { useQuery, useQueryClient } from '@tanstack/react-query';
import { messageEventSchema, SERVER_EVENTS, unreadEventSchema } from '@mawadda/contracts';
import { useOnReconnect, useSocketEvent } from '../../../lib/chat-socket';
import { fetchUnread } from '../api/fetch-unread';
import { chatKeys } from './chat-keys';

/**
 * Keeps my unread total as the server pushes it: with each message to me (its `unread`) and on
 * its own when receipts or a closing change it.
 */
export function useUnreadPushes() {
  const queryClient = useQueryClient();
  useSocketEvent(SERVER_EVENTS.unread, unreadEventSchema, (unread) =>
    queryClient.setQueryData(chatKeys.unread, unread),
  );
  useSocketEvent(SERVER_EVENTS.message, messageEventSchema, ({ unread }) => {
    if (unread !== undefined) queryClient.setQueryData(chatKeys.unread, { total: unread });
  });
}

/**
 * How many messages wait for me across my conversations: read once at start, then kept by the
 * socket's pushes, and read again after a reconnection (pushes were missed meanwhile).
 */
export function useUnreadTotal(enabled: boolean): number {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: chatKeys.unread,
    queryFn: ({ signal }) => fetchUnread(signal),
    enabled,
  });
  useUnreadPushes();
  useOnReconnect(() => {
    if (enabled) void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
  });
  return enabled ? (query.data?.total ?? 0) : 0;
}
