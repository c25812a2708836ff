import type { MessagePage } from '@mawadda/contracts';
import { ok, refused, type Outcome } from '@mawadda/kit';
import type { RefusalOf } from '../domain/refusals.js';
import type { ChatApp } from './context.js';
import { messageFor } from './views.js';

/**
 * A page of one conversation's history, newest first; `next` pages towards older messages (the
 * seq of the oldest on this page). Reconnecting clients read the newest page again and keep what
 * they lacked. Removed messages come as "message removed" (text null).
 */
export async function readMessages(
  app: ChatApp,
  memberId: string,
  conversationId: string,
  page: { limit: number; before?: number },
): Promise<Outcome<MessagePage, RefusalOf<'notFound'>>> {
  const db = app.database.db;
  const facts = await app.conversations.factsOf(db, memberId, conversationId);
  if (!facts) return refused({ refusal: 'notFound', what: 'conversation' });
  const rows = await app.messages.page(db, conversationId, page.limit + 1, page.before);
  const items = rows.slice(0, page.limit);
  const oldest = items.at(-1);
  return ok({
    items: items.map((m) => messageFor(facts, m)),
    next: rows.length > page.limit && oldest ? encodeSeqCursor(oldest.seq) : null,
  });
}

/** History cursors are opaque to clients: base64url of `s<seq>`. */
export const encodeSeqCursor = (seq: number) => Buffer.from(`s${seq}`, 'utf8').toString('base64url');

export function decodeSeqCursor(raw: string): number | undefined {
  const text = Buffer.from(raw, 'base64url').toString('utf8');
  const match = /^s([1-9]\d{0,9})$/.exec(text);
  return match ? Number(match[1]) : undefined;
}
