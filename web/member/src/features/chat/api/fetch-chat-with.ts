import { chatWithSchema, type ChatWith } from '@mawadda/contracts';
import { api } from '../../../lib/api';

/** GET /api/chat/with/{memberId}: our conversation if there is one, and whether I may write now (or why not). */
export const fetchChatWith = (memberId: string, signal?: AbortSignal): Promise<ChatWith> =>
  api(`/chat/with/${encodeURIComponent(memberId)}`, { schema: chatWithSchema, signal });
