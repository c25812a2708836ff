import { ok, refused, type Db, type Outcome } from '@mawadda/kit';
import { passwordChangedNotices } from '../domain/account-security-texts.js';
import { hashPassword, isCommonPassword, verifyPassword } from '../domain/passwords.js';
import type { AuthRefusal } from '../domain/refusals.js';
import { announceEndedSessions, stopSessionsHereNow } from './ended-sessions.js';
import { updatePasswordHash } from '../store/accounts-store.js';
import { revokeAllForAccount } from '../store/refresh-store.js';
import type { AccountRow } from '../store/schema.js';
import type { AuthApp } from './context.js';
import { currentAccount } from './current-account.js';
import { deliver } from './deliver.js';

/**
 * A new password, given the current one. Every sign-in of the account ends, access tokens
 * included, at once: whoever knew the old password is out. The account's email and phone are
 * told, so a change the member did not make does not go unnoticed.
 */
export async function changePassword(
  app: AuthApp,
  memberId: string,
  passwords: { currentPassword: string; newPassword: string },
): Promise<Outcome<void, AuthRefusal>> {
  const { database, limits, outbox } = app;
  const limited = await limits.passwordPerAccount.spend(memberId);
  if (limited) return refused(limited);
  const current = await currentAccount(app, memberId);
  if (!current.ok) return current;
  if (!(await verifyPassword(current.value.passwordHash, passwords.currentPassword)))
    return refused({ refusal: 'current_password_wrong', field: 'currentPassword' });
  if (isCommonPassword(passwords.newPassword))
    return refused({ refusal: 'password_common', field: 'newPassword' });
  const passwordHash = await hashPassword(passwords.newPassword);
  const at = new Date();
  const ended = await outbox.inTransaction(database.db, (tx: Db) =>
    replacePassword(app, tx, memberId, passwordHash, at),
  );
  await limits.passwordPerAccount.reset(memberId);
  await afterPasswordReplaced(app, current.value, ended, at);
  return ok(undefined);
}

/**
 * A new password in the caller's transaction (a change, or a reset by code): the hash and
 * `passwordChangedAt`, every refresh family of the account revoked, and `sessions.revoked` for
 * them, which every process's verifier applies. Answers the ended family ids.
 */
export async function replacePassword(
  app: AuthApp,
  tx: Db,
  accountId: string,
  passwordHash: string,
  at: Date,
): Promise<string[]> {
  await updatePasswordHash(tx, accountId, passwordHash);
  return announceEndedSessions(app, tx, accountId, await revokeAllForAccount(tx, accountId), 'password', at);
}

/**
 * After the commit: the ended sessions stop in this process before the answer (others follow
 * the event), and "your password was changed; not you? …" goes to the email and the phone.
 */
export async function afterPasswordReplaced(
  app: AuthApp,
  account: Pick<AccountRow, 'email' | 'phone' | 'locale'>,
  ended: string[],
  at: Date,
): Promise<void> {
  stopSessionsHereNow(app, ended, at);
  await deliver(app, passwordChangedNotices(account, app.publicOrigin));
}
