import { messagePageSchema, type MessagePage } from '@mawadda/contracts';
import { api } from '../../../lib/api';
import { conversationPath, pageQuery } from './chat-path';

/** GET /api/chat/conversations/{id}/messages: newest first; `next` pages towards older ones. */
export const fetchMessages = (
  conversationId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<MessagePage> =>
  api(conversationPath(conversationId, `/messages?${pageQuery(cursor)}`), {
    schema: messagePageSchema,
    signal,
  });
