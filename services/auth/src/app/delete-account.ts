import { ok, refused, type Db, type Outcome } from '@mawadda/kit';
import { verifyPassword } from '../domain/passwords.js';
import type { AuthRefusal } from '../domain/refusals.js';
import { memberDeleted } from '../events/auth-events.js';
import { deleteAccount as deleteAccountRow } from '../store/accounts-store.js';
import type { AuthApp } from './context.js';
import { currentAccount } from './current-account.js';
import { eraseGuardianSide, tellGuardians } from './end-guardian-link.js';

/**
 * Erasure (PDPL/GDPR), confirmed by the password. `member.deleted` makes every service purge the
 * member's data, and every verifier refuse the member's tokens from now on, so nothing can be
 * created in their name after the erasure.
 */
export async function deleteAccount(
  app: AuthApp,
  memberId: string,
  password: string,
): Promise<Outcome<void, AuthRefusal>> {
  const { database, limits, outbox, revocations } = app;
  const limited = await limits.passwordPerAccount.spend(memberId);
  if (limited) return refused(limited);
  const current = await currentAccount(app, memberId);
  if (!current.ok) return current;
  if (!(await verifyPassword(current.value.passwordHash, password)))
    return refused({ refusal: 'current_password_wrong', field: 'password' });
  const event = memberDeleted(memberId);
  // The guardian link ends with either side (README: Guardian), in the same transaction.
  const ended = await outbox.inTransaction(database.db, async (tx: Db) => {
    const notices = await eraseGuardianSide(app, tx, current.value);
    await deleteAccountRow(tx, memberId);
    await outbox.append(tx, event);
    return notices;
  });
  await tellGuardians(app, ended);
  revocations?.revokeNow({
    kind: 'member-deleted',
    subject: memberId,
    at: new Date(event.payload.deletedAt),
  });
  return ok(undefined);
}
