import { api } from '../../../lib/api';
import { conversationPath } from './chat-path';

/** POST /api/chat/conversations/{id}/delivered: everything up to `upToSeq` reached this device (the socket's `delivered` over HTTP). */
export const markDelivered = (conversationId: string, upToSeq: number): Promise<void> =>
  api(conversationPath(conversationId, '/delivered'), { method: 'POST', body: { upToSeq } });
