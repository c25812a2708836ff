import { unreadCountSchema, type UnreadCount } from '@mawadda/contracts';
import { api } from '../../../lib/api';

/** GET /api/notify/notifications/unread-count: how many wait unread (counted up to 100). */
export const fetchUnreadCount = (signal?: AbortSignal): Promise<UnreadCount> =>
  api('/notify/notifications/unread-count', { schema: unreadCountSchema, signal });
