import { ok, refused, type Db, type Outcome } from '@mawadda/kit';
import type { AuthRefusal, RefusalOf } from '../domain/refusals.js';
import { digestSecret, newLinkToken, VERIFICATION_RULES } from '../domain/verification-secrets.js';
import { accountEmailLinkMail } from '../domain/verification-texts.js';
import { memberVerified } from '../events/auth-events.js';
import {
  deleteVerification,
  lockVerificationBySecret,
  markVerified,
  putVerification,
} from '../store/verifications-store.js';
import type { AuthApp } from './context.js';
import { currentAccount } from './current-account.js';
import { deliver, spendSends } from './deliver.js';

// Looked up by its digest alone (the link may be opened signed out), so one fixed salt.
const LINK_SALT = 'email-link';

/** Mails a one-use link (24 hours) to the account's email; an earlier link stops working. */
export async function sendEmailLink(
  app: AuthApp,
  accountId: string,
): Promise<Outcome<{ expiresAt: Date }, AuthRefusal>> {
  const current = await currentAccount(app, accountId);
  if (!current.ok) return current;
  const account = current.value;
  // A guardian's address was verified by its invitation (and one invited by phone has no email).
  if (account.emailVerifiedAt || !account.email)
    return refused({ refusal: 'already_verified', kind: 'email' });
  const email = account.email;
  const limited = await spendSends(app, [email]);
  if (limited) return refused(limited);
  const token = newLinkToken();
  const expiresAt = new Date(Date.now() + VERIFICATION_RULES.emailLinkTtlMs);
  await putVerification(app.database.db, {
    accountId,
    kind: 'email',
    secretHash: digestSecret(token, LINK_SALT),
    target: email,
    expiresAt,
  });
  await deliver(app, [
    {
      channel: 'mail',
      message: accountEmailLinkMail({
        to: email,
        locale: account.locale,
        token,
        origin: app.publicOrigin,
      }),
    },
  ]);
  return ok({ expiresAt });
}

/**
 * The link opened, signed in or not, on any device: the token alone says which account. Used
 * once (the row goes), and only while the account still has the email it was sent to.
 */
export async function confirmEmailLink(
  app: AuthApp,
  token: string,
): Promise<Outcome<{ accountId: string; verifiedAt: Date }, RefusalOf<'link_invalid'>>> {
  const now = new Date();
  return app.outbox.inTransaction(app.database.db, async (tx: Db) => {
    const open = await lockVerificationBySecret(tx, 'email', digestSecret(token, LINK_SALT), now);
    if (!open) return refused({ refusal: 'link_invalid' as const });
    await deleteVerification(tx, open.accountId, 'email');
    const row = await markVerified(tx, open.accountId, 'email', open.target, now);
    if (!row) return refused({ refusal: 'link_invalid' as const });
    await app.outbox.append(tx, memberVerified(open.accountId, 'email', now));
    return ok({ accountId: open.accountId, verifiedAt: now });
  });
}
