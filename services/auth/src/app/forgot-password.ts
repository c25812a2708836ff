import { ok, refused, uuidv7, type Outcome, type RateLimited } from '@mawadda/kit';
import { ACCOUNT_SECURITY_RULES } from '../domain/account-security.js';
import { resetCodeMessage } from '../domain/account-security-texts.js';
import { digestSecret, newCode } from '../domain/verification-secrets.js';
import { findAccountByLogin } from '../store/accounts-store.js';
import { putPasswordReset } from '../store/password-resets-store.js';
import type { AuthApp } from './context.js';
import { deliver, spendSends } from './deliver.js';

/** The address a forgotten password is asked for: an email or an E.164 phone, as at sign-in. */
export type ResetAddress = { email: string } | { phone: string };

export const resetAddressOf = (input: ResetAddress) =>
  'email' in input
    ? { address: input.email, kind: 'email' as const }
    : { address: input.phone, kind: 'phone' as const };

/** A reset code's digest is salted with its row: equal codes of two requests never share one. */
export const resetSalt = (rowId: string) => `${rowId}:reset`;

/**
 * Same work and same answer whether or not an account holds the address, so asking tells a
 * stranger nothing. The code is sent after the answer's work without waiting for it: a slow mail
 * server must not tell which addresses have accounts.
 */
export async function forgotPassword(
  app: AuthApp,
  input: ResetAddress,
  ip: string | undefined,
): Promise<Outcome<{ expiresAt: Date }, RateLimited>> {
  const { address, kind } = resetAddressOf(input);
  const limited =
    (await app.limits.passwordResetsPerIp.spend(ip ?? 'unknown')) ?? (await spendSends(app, [address]));
  if (limited) return refused(limited);
  const account = await findAccountByLogin(app.database.db, input);
  const id = uuidv7();
  const code = newCode();
  const expiresAt = new Date(Date.now() + ACCOUNT_SECURITY_RULES.resetCodeTtlMs);
  await putPasswordReset(app.database.db, {
    id,
    address,
    channel: kind,
    accountId: account?.id ?? null,
    codeHash: digestSecret(code, resetSalt(id)),
    expiresAt,
  });
  if (account) void deliver(app, [resetCodeMessage({ kind, to: address, locale: account.locale, code })]);
  return ok({ expiresAt });
}
