import { ok, refused, type Outcome } from '@mawadda/kit';
import { ACCOUNT_SECURITY_RULES } from '../domain/account-security.js';
import { addressCodeMessage } from '../domain/account-security-texts.js';
import { verifyPassword } from '../domain/passwords.js';
import type { AuthRefusal } from '../domain/refusals.js';
import { digestSecret, newCode } from '../domain/verification-secrets.js';
import { addressTaken } from '../store/accounts-store.js';
import { putAddressChange } from '../store/address-changes-store.js';
import type { AuthApp } from './context.js';
import { currentAccount } from './current-account.js';
import { deliver, spendSends } from './deliver.js';

export type AddressKind = 'email' | 'phone';

/** A change's code digest is salted with the account and kind: one account's code never opens another's. */
export const addressChangeSalt = (accountId: string, kind: AddressKind) => `${accountId}:change-${kind}`;

/**
 * A new email or phone takes the password, then a code sent to the NEW address; the account keeps
 * its old address until the code comes back, so its badge never stands for an unproved address.
 * A taken address is refused only past the password, so a stolen session cannot probe addresses.
 */
export async function changeAddress(
  app: AuthApp,
  accountId: string,
  change: { kind: AddressKind; address: string; currentPassword: string },
): Promise<Outcome<{ expiresAt: Date }, AuthRefusal>> {
  const { database, limits } = app;
  const limited = await limits.passwordPerAccount.spend(accountId);
  if (limited) return refused(limited);
  const current = await currentAccount(app, accountId);
  if (!current.ok) return current;
  const account = current.value;
  if (!(await verifyPassword(account.passwordHash, change.currentPassword)))
    return refused({ refusal: 'current_password_wrong', field: 'currentPassword' });
  await limits.passwordPerAccount.reset(accountId);
  if (account[change.kind] === change.address) return refused({ refusal: 'same_address', kind: change.kind });
  if (await addressTaken(database.db, change.kind, change.address))
    return refused({ refusal: change.kind === 'email' ? 'email_taken' : 'phone_taken' });
  const sends = await spendSends(app, [change.address]);
  if (sends) return refused(sends);
  const code = newCode();
  const expiresAt = new Date(Date.now() + ACCOUNT_SECURITY_RULES.changeCodeTtlMs);
  await putAddressChange(database.db, {
    accountId,
    kind: change.kind,
    newAddress: change.address,
    codeHash: digestSecret(code, addressChangeSalt(accountId, change.kind)),
    expiresAt,
  });
  await deliver(app, [
    addressCodeMessage({ kind: change.kind, to: change.address, locale: account.locale, code }),
  ]);
  return ok({ expiresAt });
}
