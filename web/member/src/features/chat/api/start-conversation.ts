import {
  startedConversationSchema,
  type StartConversation,
  type StartedConversation,
} from '@mawadda/contracts';
import { api } from '../../../lib/api';

/**
 * POST /api/chat/conversations: starts (or reopens) the conversation with a member, with its
 * first message. Sent again with the same clientId it answers the same message, never a second.
 */
export const startConversation = (start: StartConversation): Promise<StartedConversation> =>
  api('/chat/conversations', { method: 'POST', body: start, schema: startedConversationSchema });
