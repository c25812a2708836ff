import { ok, refused, type Db, type Outcome } from '@mawadda/kit';
import type { AuthRefusal } from '../domain/refusals.js';
import { digestSecret, matchesDigest, newCode, VERIFICATION_RULES } from '../domain/verification-secrets.js';
import { accountPhoneCodeSms } from '../domain/verification-texts.js';
import { memberVerified } from '../events/auth-events.js';
import type { AccountRow } from '../store/schema.js';
import {
  countWrongVerificationAttempt,
  deleteVerification,
  lockVerification,
  markVerified,
  putVerification,
} from '../store/verifications-store.js';
import type { AuthApp } from './context.js';
import { currentAccount } from './current-account.js';
import { deliver, spendSends } from './deliver.js';

// The digest is salted with the account: one account's code never matches another's row.
const saltOf = (accountId: string) => `${accountId}:phone`;

/** Sends a 6-digit code to the account's phone (10 minutes, 5 tries); an earlier code stops working. */
export async function sendPhoneCode(
  app: AuthApp,
  accountId: string,
): Promise<Outcome<{ expiresAt: Date }, AuthRefusal>> {
  const current = await currentAccount(app, accountId);
  if (!current.ok) return current;
  const account = current.value;
  if (!account.phone) return refused({ refusal: 'no_phone' });
  if (account.phoneVerifiedAt) return refused({ refusal: 'already_verified', kind: 'phone' });
  const limited = await spendSends(app, [account.phone]);
  if (limited) return refused(limited);
  const code = newCode();
  const expiresAt = new Date(Date.now() + VERIFICATION_RULES.phoneCodeTtlMs);
  await putVerification(app.database.db, {
    accountId,
    kind: 'phone',
    secretHash: digestSecret(code, saltOf(accountId)),
    target: account.phone,
    expiresAt,
  });
  await deliver(app, [
    { channel: 'sms', message: accountPhoneCodeSms({ to: account.phone, locale: account.locale, code }) },
  ]);
  return ok({ expiresAt });
}

/**
 * The code back: the phone is verified (only while the account still has the number the code
 * went to) and `member.verified` appended in the same transaction. A wrong code counts a try; the
 * 5th ends the code.
 */
export async function confirmPhoneCode(
  app: AuthApp,
  accountId: string,
  code: string,
): Promise<Outcome<AccountRow, AuthRefusal>> {
  const current = await currentAccount(app, accountId);
  if (!current.ok) return current;
  const now = new Date();
  return app.outbox.inTransaction(app.database.db, async (tx: Db) => {
    const open = await lockVerification(tx, accountId, 'phone', now);
    if (!open) return refused<AuthRefusal>({ refusal: 'code_expired' });
    if (!matchesDigest(code, saltOf(accountId), open.secretHash)) {
      const attempts = await countWrongVerificationAttempt(tx, accountId, 'phone');
      if (attempts >= VERIFICATION_RULES.phoneCodeMaxAttempts)
        await deleteVerification(tx, accountId, 'phone');
      return refused<AuthRefusal>({ refusal: 'invalid_code', fields: ['code'] });
    }
    await deleteVerification(tx, accountId, 'phone');
    const row = await markVerified(tx, accountId, 'phone', open.target, now);
    if (!row) return refused<AuthRefusal>({ refusal: 'code_expired' });
    await app.outbox.append(tx, memberVerified(accountId, 'phone', now));
    return ok(row);
  });
}
