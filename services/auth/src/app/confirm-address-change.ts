import { isUniqueViolation, ok, refused, type Db, type Outcome } from '@mawadda/kit';
import { ACCOUNT_SECURITY_RULES } from '../domain/account-security.js';
import { addressChangedNotice } from '../domain/account-security-texts.js';
import type { AuthRefusal } from '../domain/refusals.js';
import { matchesDigest } from '../domain/verification-secrets.js';
import { memberContactChanged, memberVerified } from '../events/auth-events.js';
import { addressTaken, setProvedAddress } from '../store/accounts-store.js';
import {
  countWrongAddressChangeAttempt,
  deleteAddressChange,
  lockAddressChange,
} from '../store/address-changes-store.js';
import type { AccountRow } from '../store/schema.js';
import { deleteVerification } from '../store/verifications-store.js';
import { addressChangeSalt, type AddressKind } from './change-address.js';
import type { AuthApp } from './context.js';
import { currentAccount } from './current-account.js';
import { deliver } from './deliver.js';

const taken = (kind: AddressKind) =>
  refused<AuthRefusal>({ refusal: kind === 'email' ? 'email_taken' : 'phone_taken' });

/**
 * The code back from the new address makes it the account's, verified, in one transaction with
 * its events, so badges and billing's trial-per-number follow it. The OLD address is told, in the
 * account's language, so a hijack does not go unnoticed.
 */
export async function confirmAddressChange(
  app: AuthApp,
  accountId: string,
  kind: AddressKind,
  code: string,
): Promise<Outcome<AccountRow, AuthRefusal>> {
  const current = await currentAccount(app, accountId);
  if (!current.ok) return current;
  const before = current.value;
  const now = new Date();
  const changed = await app.outbox
    .inTransaction(app.database.db, async (tx: Db) => {
      const open = await lockAddressChange(tx, accountId, kind, now);
      if (!open) return refused<AuthRefusal>({ refusal: 'code_expired' });
      if (!matchesDigest(code, addressChangeSalt(accountId, kind), open.codeHash)) {
        const attempts = await countWrongAddressChangeAttempt(tx, accountId, kind);
        if (attempts >= ACCOUNT_SECURITY_RULES.changeMaxAttempts)
          await deleteAddressChange(tx, accountId, kind);
        return refused<AuthRefusal>({ refusal: 'invalid_code', fields: ['code'] });
      }
      await deleteAddressChange(tx, accountId, kind);
      if (await addressTaken(tx, kind, open.newAddress)) return taken(kind);
      const row = await setProvedAddress(tx, accountId, kind, open.newAddress, now);
      if (!row) return refused<AuthRefusal>({ refusal: 'account_gone' });
      // A link or code still open for the old address must not verify the new one.
      await deleteVerification(tx, accountId, kind);
      await app.outbox.append(tx, memberVerified(accountId, kind, now));
      if (kind === 'phone' && (row.role === 'member' || row.role === 'company'))
        await app.outbox.append(tx, memberContactChanged(row, app.phoneKey, now));
      return ok(row);
    })
    // Another account took the address between the check and the update: the unique index says so.
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) return taken(kind);
      throw err;
    });
  if (!changed.ok) return changed;
  const notice = addressChangedNotice(kind, before, changed.value[kind]!, app.publicOrigin);
  if (notice) await deliver(app, [notice]);
  return changed;
}
