import type { Conversation, ConversationPage } from '@mawadda/contracts';
import { ok, refused, type KeysetCursor, type Outcome } from '@mawadda/kit';
import type { RefusalOf } from '../domain/refusals.js';
import type { ChatApp } from './context.js';
import { conversationFor, viewsOf } from './views.js';

/**
 * My conversations, the most recently active first, each with the other member's presence (as I
 * may see it) and my unread count. `asGuest`: read by her guardian, a guest to the other members.
 */
export async function listConversations(
  app: ChatApp,
  memberId: string,
  page: { limit: number; cursor?: KeysetCursor },
  options: { asGuest?: boolean } = {},
): Promise<ConversationPage> {
  const found = await app.conversations.page(app.database.db, memberId, page.limit, page.cursor);
  return { items: await viewsOf(app, found.rows, options), next: found.next };
}

/** One of my conversations; a conversation of others, or one whose other member blocks me, is not found. */
export async function readConversation(
  app: ChatApp,
  memberId: string,
  conversationId: string,
): Promise<Outcome<Conversation, RefusalOf<'notFound'>>> {
  const conversation = await conversationFor(app, memberId, conversationId);
  return conversation ? ok(conversation) : refused({ refusal: 'notFound', what: 'conversation' });
}

/** Messages from others that I have not read, across my conversations (the header's badge). */
export async function unreadTotal(app: ChatApp, memberId: string): Promise<{ total: number }> {
  return { total: await app.conversations.unreadTotal(app.database.db, memberId) };
}
