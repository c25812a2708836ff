import { api } from '../../../lib/api';
import { conversationPath } from './chat-path';

/** POST /api/chat/conversations/{id}/read: everything up to `upToSeq` was seen (the socket's `read` over HTTP). */
export const markRead = (conversationId: string, upToSeq: number): Promise<void> =>
  api(conversationPath(conversationId, '/read'), { method: 'POST', body: { upToSeq } });
