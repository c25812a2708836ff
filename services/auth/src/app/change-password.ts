import { ok, refused, type Db, type Outcome } from '@mawadda/kit';
import { hashPassword, isCommonPassword, verifyPassword } from '../domain/passwords.js';
import type { AuthRefusal } from '../domain/refusals.js';
import { sessionsRevoked } from '../events/auth-events.js';
import { updatePasswordHash } from '../store/accounts-store.js';
import { revokeAllForAccount } from '../store/refresh-store.js';
import type { AuthApp } from './context.js';
import { currentAccount } from './current-account.js';

/**
 * A new password, given the current one. Every sign-in of the account ends, access tokens
 * included, at once: whoever knew the old password is out.
 */
export async function changePassword(
  app: AuthApp,
  memberId: string,
  passwords: { currentPassword: string; newPassword: string },
): Promise<Outcome<void, AuthRefusal>> {
  const { database, limits, outbox, revocations } = app;
  await limits.passwordPerAccount.enforce(memberId);
  const current = await currentAccount(app, memberId);
  if (!current.ok) return current;
  if (!(await verifyPassword(current.value.passwordHash, passwords.currentPassword)))
    return refused({ refusal: 'current_password_wrong', field: 'currentPassword' });
  if (isCommonPassword(passwords.newPassword))
    return refused({ refusal: 'password_common', field: 'newPassword' });
  const passwordHash = await hashPassword(passwords.newPassword);
  const at = new Date();
  const ended = await outbox.inTransaction(database.db, async (tx: Db) => {
    await updatePasswordHash(tx, memberId, passwordHash);
    const families = await revokeAllForAccount(tx, memberId);
    if (families.length)
      await outbox.append(tx, sessionsRevoked(memberId, { sessionIds: families }, 'password', at));
    return families;
  });
  for (const familyId of ended) revocations?.revokeNow({ kind: 'session', subject: familyId, at });
  await limits.passwordPerAccount.reset(memberId);
  return ok(undefined);
}
