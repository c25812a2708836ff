import type { AccountStatus } from '@mawadda/contracts';
import { ok, refused, STAFF_ROLES, type Db, type Outcome } from '@mawadda/kit';
import type { RefusalOf } from '../domain/refusals.js';
import { accountStatusChanged, sessionsRevoked } from '../events/auth-events.js';
import { changeMemberStatus as setStatus, findAccountById } from '../store/accounts-store.js';
import { revokeAllForAccount } from '../store/refresh-store.js';
import type { AccountRow } from '../store/schema.js';
import type { AuthApp } from './context.js';

/**
 * Staff suspend or reinstate a member account. Suspending revokes its refresh tokens, and the
 * revocation view (fed by `member.suspended`) refuses its access tokens in every service at once.
 */
export async function changeMemberStatus(
  app: AuthApp,
  id: string,
  status: AccountStatus,
): Promise<Outcome<AccountRow, RefusalOf<'account_not_found'>>> {
  const { database, outbox, revocations } = app;
  const changed = await outbox.inTransaction(database.db, async (tx: Db) => {
    const row = await setStatus(tx, id, status);
    if (!row) return undefined;
    await outbox.append(tx, accountStatusChanged(row));
    // A suspension ends every sign-in by its session ids, so reinstating the member does not
    // bring the old tokens back: a new sign-in is needed (and works at once).
    const ended = row.status === 'suspended' ? await revokeAllForAccount(tx, row.id) : [];
    if (ended.length)
      await outbox.append(tx, sessionsRevoked(row.id, { sessionIds: ended }, 'staff', row.updatedAt));
    return { row, ended };
  });
  if (changed) {
    const { row, ended } = changed;
    revocations?.revokeNow({
      kind: row.status === 'suspended' ? 'member-suspended' : 'member-reinstated',
      subject: row.id,
      at: row.updatedAt,
    });
    for (const familyId of ended)
      revocations?.revokeNow({ kind: 'session', subject: familyId, at: row.updatedAt });
    return ok(row);
  }
  // Nothing changed: the same status again is a quiet success; anything else is not here.
  const row = await findAccountById(database.db, id);
  if (!row || STAFF_ROLES.includes(row.role)) return refused({ refusal: 'account_not_found' });
  return ok(row);
}
