import type { ConversationPage, MessagePage } from '@mawadda/contracts';
import { ok, refused, type KeysetCursor, type Outcome } from '@mawadda/kit';
import { guardianReads } from '../domain/guardian-gate.js';
import type { RefusalOf } from '../domain/refusals.js';
import type { ChatApp } from './context.js';
import { listConversations } from './read-conversations.js';
import { readMessages } from './read-messages.js';

/*
 * A guardian reads a member's conversations read-only while she lets them, checked on every call so
 * turning it off stops access at once. They never write, mark delivered or read, nor appear. A
 * member not linked to them, or with it off: 404, as if unknown.
 */

type NotFound = RefusalOf<'notFound'>;

async function mayRead(app: ChatApp, guardianId: string, memberId: string) {
  return guardianReads(await app.guardians.of(app.database.db, memberId), guardianId);
}

export async function guardianConversations(
  app: ChatApp,
  guardianId: string,
  memberId: string,
  page: { limit: number; cursor?: KeysetCursor },
): Promise<Outcome<ConversationPage, NotFound>> {
  if (!(await mayRead(app, guardianId, memberId))) return refused({ refusal: 'notFound', what: 'member' });
  // The guardian reads the other members as a guest would: no presence of a private one.
  return ok(await listConversations(app, memberId, page, { asGuest: true }));
}

export async function guardianMessages(
  app: ChatApp,
  guardianId: string,
  memberId: string,
  conversationId: string,
  page: { limit: number; before?: number },
): Promise<Outcome<MessagePage, NotFound>> {
  if (!(await mayRead(app, guardianId, memberId))) return refused({ refusal: 'notFound', what: 'member' });
  return readMessages(app, memberId, conversationId, page);
}
