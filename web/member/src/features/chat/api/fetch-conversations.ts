import { conversationPageSchema, type ConversationPage } from '@mawadda/contracts';
import { api } from '../../../lib/api';
import { pageQuery } from './chat-path';

/** GET /api/chat/conversations: my conversations, the most recently active first. */
export const fetchConversations = (cursor: string | null, signal?: AbortSignal): Promise<ConversationPage> =>
  api(`/chat/conversations?${pageQuery(cursor)}`, { schema: conversationPageSchema, signal });
