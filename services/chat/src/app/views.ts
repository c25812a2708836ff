import type { ChatMessage, Conversation } from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
import {
  conversationView,
  messageView,
  recipientOf,
  type ConversationFacts,
  type StoredMessage,
} from '../domain/views.js';
import type { ChatApp } from './context.js';

/** Conversations as their viewer sees them, with the other member's chat presence. */
export async function viewsOf(app: ChatApp, facts: readonly ConversationFacts[]): Promise<Conversation[]> {
  const online = await app.presence.online([...new Set(facts.map((f) => f.otherId))]);
  const read = await withGuardianReads(app, facts);
  // A starter waiting for her guardian learns nothing of her presence either.
  return read.map((f) => conversationView(f, online.has(f.otherId) && !f.gate ? 'online' : 'offline'));
}

/**
 * Issue 17: each conversation marked where a guardian of either member reads it, so both sides
 * see "A guardian can read this conversation". One query for the lot.
 */
export async function withGuardianReads(
  app: ChatApp,
  facts: readonly ConversationFacts[],
  db: Db = app.database.db,
): Promise<ConversationFacts[]> {
  const read = await app.guardians.readBy(db, [...new Set(facts.flatMap((f) => [f.viewerId, f.otherId]))]);
  return facts.map((f) => ({ ...f, guardianReads: read.has(f.viewerId) || read.has(f.otherId) }));
}

/** One conversation as `viewerId` sees it now, or undefined when it is not (or no longer) theirs to see. */
export async function conversationFor(
  app: ChatApp,
  viewerId: string,
  conversationId: string,
  db: Db = app.database.db,
): Promise<Conversation | undefined> {
  const facts = await app.conversations.factsOf(db, viewerId, conversationId);
  return facts && (await viewsOf(app, [facts]))[0];
}

/** A message in a conversation as `facts.viewerId` sees it (its ticks are its recipient's). */
export const messageFor = (facts: ConversationFacts, m: StoredMessage): ChatMessage =>
  messageView(m, recipientOf(facts, m));

/** The message just written, as its writer sees it (the ack, the HTTP answer). */
export async function writtenFor(
  app: ChatApp,
  writerId: string,
  written: { conversationId: string; message: StoredMessage; writerView?: ConversationFacts },
): Promise<ChatMessage> {
  const facts =
    written.writerView ??
    (await app.conversations.factsOf(app.database.db, writerId, written.conversationId));
  // A resend whose conversation the writer can no longer see still answers the message they sent.
  return facts
    ? messageFor(facts, written.message)
    : messageView(written.message, { deliveredSeq: 0, readSeq: 0 });
}
