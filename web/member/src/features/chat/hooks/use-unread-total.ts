import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SERVER_EVENTS, unreadEventSchema } from '@mawadda/contracts';
import { useOnReconnect, useSocketEvent } from '../../../lib/chat-socket';
import { fetchUnread } from '../api/fetch-unread';
import { chatKeys } from './chat-keys';

/**
 * How many messages wait for me across my conversations: read once at start, then kept by the
 * socket's `unread` event, and read again after a reconnection (pushes were missed meanwhile).
 */
export function useUnreadTotal(enabled: boolean): number {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: chatKeys.unread,
    queryFn: ({ signal }) => fetchUnread(signal),
    enabled,
  });
  useSocketEvent(SERVER_EVENTS.unread, unreadEventSchema, (unread) =>
    queryClient.setQueryData(chatKeys.unread, unread),
  );
  useOnReconnect(() => {
    if (enabled) void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
  });
  return enabled ? (query.data?.total ?? 0) : 0;
}
