import type { AccountStatus } from '@mawadda/contracts';
import { ok, refused, STAFF_ROLES, type Db, type Outcome } from '@mawadda/kit';
import type { RefusalOf } from '../domain/refusals.js';
import { accountStatusChanged } from '../events/auth-events.js';
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
    if (row.status === 'suspended') await revokeAllForAccount(tx, row.id);
    await outbox.append(tx, accountStatusChanged(row));
    return row;
  });
  if (changed) {
    revocations?.revokeNow({
      kind: changed.status === 'suspended' ? 'member-suspended' : 'member-reinstated',
      subject: changed.id,
      at: changed.updatedAt,
    });
    return ok(changed);
  }
  // Nothing changed: the same status again is a quiet success; anything else is not here.
  const row = await findAccountById(database.db, id);
  if (!row || STAFF_ROLES.includes(row.role)) return refused({ refusal: 'account_not_found' });
  return ok(row);
}
