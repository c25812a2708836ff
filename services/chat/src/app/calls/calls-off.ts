import { ok, type Outcome } from '@mawadda/kit';
import type { Refusal } from '../../domain/refusals.js';
import { ALL_CONVERSATIONS } from '../../store/schema.js';
import type { ChatApp } from '../context.js';
import { readConversation } from '../read-conversations.js';

/*
 * The receiver's choice to take no calls, in one conversation or in all. The caller is refused
 * with `calls_off` and learns no more than that.
 */

export const callsOffEverywhere = (app: ChatApp, memberId: string) =>
  app.callStore.isOff(app.database.db, memberId, ALL_CONVERSATIONS);

export async function setCallsOffEverywhere(app: ChatApp, memberId: string, off: boolean) {
  await app.callStore.setOff(app.database.db, memberId, ALL_CONVERSATIONS, off, app.clock());
  return { callsOff: off };
}

/** Only in a conversation of mine (anyone else's is a 404, as reading it would be). */
export async function callsOffIn(
  app: ChatApp,
  memberId: string,
  conversationId: string,
  change?: boolean,
): Promise<Outcome<{ off: boolean }, Refusal>> {
  const mine = await readConversation(app, memberId, conversationId);
  if (!mine.ok) return mine;
  const db = app.database.db;
  if (change !== undefined) await app.callStore.setOff(db, memberId, conversationId, change, app.clock());
  return ok({ off: await app.callStore.isOff(db, memberId, conversationId) });
}
