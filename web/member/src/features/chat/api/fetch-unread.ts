import { unreadTotalSchema, type UnreadTotal } from '@mawadda/contracts';
import { api } from '../../../lib/api';

/** GET /api/chat/unread: how many messages wait for me across all conversations (the header badge). */
export const fetchUnread = (signal?: AbortSignal): Promise<UnreadTotal> =>
  api('/chat/unread', { schema: unreadTotalSchema, signal });
