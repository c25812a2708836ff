import { conversationSchema, type Conversation } from '@mawadda/contracts';
import { api } from '../../../lib/api';
import { conversationPath } from './chat-path';

/** POST /api/chat/conversations/{id}/close: no more messages either way until I write again. */
export const closeConversation = (conversationId: string): Promise<Conversation> =>
  api(conversationPath(conversationId, '/close'), { method: 'POST', schema: conversationSchema });
