import type { Db } from '@mawadda/kit';
import { accountStatusChanged } from '../events/auth-events.js';
import { revokeAllForAccount } from '../store/refresh-store.js';
import type { AccountRow } from '../store/schema.js';
import type { AuthApp } from './context.js';
import { announceEndedSessions, stopSessionsHereNow } from './ended-sessions.js';

/**
 * What a status change sets off inside its transaction: the event that makes every process refuse
 * a suspended account's tokens and, on suspending, the end of every sign-in. Sessions end by id, so
 * reinstating does not bring old tokens back. Answers the ended session ids.
 */
export async function announceStatusChange(app: AuthApp, tx: Db, row: AccountRow): Promise<string[]> {
  await app.outbox.append(tx, accountStatusChanged(row));
  const ended = row.status === 'suspended' ? await revokeAllForAccount(tx, row.id) : [];
  return announceEndedSessions(app, tx, row.id, ended, 'staff', row.updatedAt);
}

/** After the commit: this process's revocation view changes before the answer is sent. */
export function revokeHereNow(app: AuthApp, row: AccountRow, ended: string[]) {
  app.revocations?.revokeNow({
    kind: row.status === 'suspended' ? 'member-suspended' : 'member-reinstated',
    subject: row.id,
    at: row.updatedAt,
  });
  stopSessionsHereNow(app, ended, row.updatedAt);
}
