import { ok, refused, type Db, type Outcome } from '@mawadda/kit';
import { ACCOUNT_SECURITY_RULES } from '../domain/account-security.js';
import { hashPassword, isCommonPassword } from '../domain/passwords.js';
import type { AuthRefusal } from '../domain/refusals.js';
import { matchesDigest } from '../domain/verification-secrets.js';
import { findAccountById } from '../store/accounts-store.js';
import {
  countWrongResetAttempt,
  deletePasswordReset,
  findPasswordReset,
  lockPasswordReset,
} from '../store/password-resets-store.js';
import type { AccountRow } from '../store/schema.js';
import { afterPasswordReplaced, replacePassword } from './change-password.js';
import type { AuthApp } from './context.js';
import { resetAddressOf, resetSalt, type ResetAddress } from './forgot-password.js';

const holds = (account: AccountRow, address: string) =>
  account.email === address || account.phone === address;

/**
 * The forgotten password's second step. An address with no account answers as a wrong code would.
 * Success ends every sign-in and lifts the lockout; a suspended account may reset but still cannot
 * sign in.
 */
export async function resetPassword(
  app: AuthApp,
  input: ResetAddress & { code: string; newPassword: string },
): Promise<Outcome<void, AuthRefusal>> {
  const { database, outbox } = app;
  const { address } = resetAddressOf(input);
  if (isCommonPassword(input.newPassword))
    return refused({ refusal: 'password_common', field: 'newPassword' });
  const now = new Date();
  if (!(await findPasswordReset(database.db, address, now))) return refused({ refusal: 'code_expired' });
  // Hashed before the transaction (the lock is held only for quick work), for every open code alike.
  const passwordHash = await hashPassword(input.newPassword);
  const done = await outbox.inTransaction(database.db, async (tx: Db) => {
    const row = await lockPasswordReset(tx, address, now);
    if (!row) return refused<AuthRefusal>({ refusal: 'code_expired' });
    if (!matchesDigest(input.code, resetSalt(row.id), row.codeHash) || !row.accountId) {
      const attempts = await countWrongResetAttempt(tx, row.id);
      if (attempts >= ACCOUNT_SECURITY_RULES.resetMaxAttempts) await deletePasswordReset(tx, row.id);
      return refused<AuthRefusal>({ refusal: 'invalid_code', fields: ['code'] });
    }
    await deletePasswordReset(tx, row.id);
    // The address moved to another account (or none) since the code was sent: the code is void.
    const account = await findAccountById(tx, row.accountId);
    if (!account || !holds(account, address)) return refused<AuthRefusal>({ refusal: 'code_expired' });
    const ended = await replacePassword(app, tx, account.id, passwordHash, now);
    return ok({ account, ended });
  });
  if (!done.ok) return done;
  const { account, ended } = done.value;
  // The counter sign-in keeps wrong passwords under (app/sign-in.ts: `account:<id>`).
  await app.limits.loginFailuresPerAccount.reset(`account:${account.id}`);
  await afterPasswordReplaced(app, account, ended, now);
  return ok(undefined);
}
