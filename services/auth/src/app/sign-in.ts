import type { LoginInput } from '@mawadda/contracts';
import { ok, refused, type Outcome } from '@mawadda/kit';
import { decoyHash, verifyPassword } from '../domain/passwords.js';
import type { RefusalOf } from '../domain/refusals.js';
import { findAccountByLogin } from '../store/accounts-store.js';
import type { AuthApp } from './context.js';
import type { ClientInfo, IssuedSession, Sessions } from './sessions.js';
import { openChallenge, secondFactorStepFor, type IssuedChallenge } from './sign-in-challenge.js';

/** A session, or (for an account that needs its second factor) the challenge of the next step. */
export type SignInResult = { session: IssuedSession } | { challenge: IssuedChallenge };

type SignInRefusal =
  RefusalOf<'invalid_credentials'> | RefusalOf<'account_locked'> | RefusalOf<'account_suspended'>;

/**
 * Failures are counted per account, whichever identifier was typed, and unknown identifiers get a
 * counter of their own, so probing is locked out and answered alike. A locked account stays locked
 * even for the right password, or guessing would still pay. A second factor gets a challenge.
 */
export async function signIn(
  app: AuthApp,
  sessions: Sessions,
  login: LoginInput,
  client: ClientInfo,
): Promise<Outcome<SignInResult, SignInRefusal>> {
  const { database, limits } = app;
  const account = await findAccountByLogin(database.db, login);
  const counter = account
    ? `account:${account.id}`
    : 'email' in login
      ? `email:${login.email}`
      : `phone:${login.phone}`;
  const lock = await limits.loginFailuresPerAccount.peek(counter);
  if (!lock.allowed) return refused({ refusal: 'account_locked', retryAfterSeconds: lock.retryAfterSeconds });
  const matches = await verifyPassword(account?.passwordHash ?? (await decoyHash()), login.password);
  if (!account || !matches) {
    await limits.loginFailuresPerAccount.consume(counter);
    return refused({ refusal: 'invalid_credentials' });
  }
  // Past the password only: the member is told why (in their language), a stranger learns nothing.
  if (account.status !== 'active')
    return refused({ refusal: 'account_suspended', reason: account.suspensionReason });
  await limits.loginFailuresPerAccount.reset(counter);
  const step = await secondFactorStepFor(database.db, account);
  if (step) return ok({ challenge: await openChallenge(app, account.id, step, client) });
  return ok({ session: await sessions.start(account, client) });
}
