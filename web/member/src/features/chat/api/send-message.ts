import { chatMessageSchema, type ChatMessage, type SendMessage } from '@mawadda/contracts';
import { api } from '../../../lib/api';
import { conversationPath } from './chat-path';

/**
 * POST /api/chat/conversations/{id}/messages: the HTTP way of the socket's `send`, for when the
 * socket is down. Idempotent by clientId like the socket frame.
 */
export const sendMessage = (conversationId: string, message: SendMessage): Promise<ChatMessage> =>
  api(conversationPath(conversationId, '/messages'), {
    method: 'POST',
    body: message,
    schema: chatMessageSchema,
  });
