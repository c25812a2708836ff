import type { ApiRouter, Role } from '@mawadda/kit';
import type { ChatApp } from '../app/context.js';

/** Everything the chat routes share, built once in createChatService. */
export interface ChatHttp {
  api: ApiRouter;
  app: ChatApp;
}

/**
 * Conversations are between member accounts: companies are accounts, not candidates, and staff
 * read reported conversations only through the report snapshots (both 403 elsewhere).
 */
export const MEMBERS: readonly Role[] = ['member'];

/**
 * A conversation is its two members' alone: anyone else (another member, a member the owner
 * blocked) gets the same 404 as for a conversation that does not exist.
 */
export const CONVERSATION_OWNERS_ONLY = { member: 404, blocked: 404 } as const;
