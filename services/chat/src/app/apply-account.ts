import type { AfterCommit, Db } from '@mawadda/kit';
import { closeInTransaction } from './close-conversations.js';
import type { ChatApp } from './context.js';
import { announceConversation } from './notify.js';

/** auth's `member.registered`: chat learns the account and its kind (companies receive no messages). */
export async function recordMember(
  app: ChatApp,
  tx: Db,
  m: { memberId: string; kind: 'individual' | 'company' },
) {
  await app.members.record(tx, m);
}

/**
 * auth's `member.suspended`: the member's open conversations close (reason `suspended`) and no one
 * can write to them; their tokens are refused everywhere already. Reinstated, they are active
 * again, and a conversation closed by the suspension reopens by writing in it (a first contact).
 */
export async function setAccountStatus(
  app: ChatApp,
  tx: Db,
  memberId: string,
  status: 'active' | 'suspended',
): Promise<AfterCommit | void> {
  await app.members.setStatus(tx, memberId, status);
  if (status !== 'suspended') return;
  const closed = await closeInTransaction(app, tx, await app.conversations.openOf(tx, memberId), {
    reason: 'suspended',
    closedBy: null,
  });
  return announceAll(app, closed);
}

/** Tells both members of each conversation, after commit. */
export const announceAll =
  (app: ChatApp, conversationIds: readonly string[]): AfterCommit =>
  async () => {
    for (const id of conversationIds) await announceConversation(app, id);
  };
