import { ok, refused, uuidv7, type Db, type Outcome } from '@mawadda/kit';
import type { SecondFactorStep } from '@mawadda/contracts';
import type { RefusalOf } from '../domain/refusals.js';
import {
  CHALLENGE_MAX_ATTEMPTS,
  CHALLENGE_TTL_SECONDS,
  challengeHash,
  newChallengeSecret,
  requiresSecondFactor,
} from '../domain/sign-in-challenge.js';
import { findAccountById } from '../store/accounts-store.js';
import type { AccountRow, SignInChallengeRow } from '../store/schema.js';
import { findSecondFactor } from '../store/second-factor-store.js';
import {
  countWrongCode,
  deleteChallenge,
  findOpenChallenge,
  insertChallenge,
} from '../store/sign-in-challenges-store.js';
import type { AuthApp } from './context.js';
import type { ClientInfo } from './sessions.js';

/**
 * The second step of a sign-in that passed its password (README: Second factor): which step the
 * account needs, the challenge that carries the sign-in to it, and the bookkeeping every code
 * typed against a challenge shares.
 */

/** `verify` for an account with a confirmed factor, `enrol` for staff without one, else none. */
export async function secondFactorStepFor(db: Db, account: AccountRow): Promise<SecondFactorStep | null> {
  const factor = await findSecondFactor(db, account.id);
  if (factor?.enabledAt) return 'verify';
  return requiresSecondFactor(account.role) ? 'enrol' : null;
}

export interface IssuedChallenge {
  step: SecondFactorStep;
  challenge: string;
  expiresIn: number;
}

/** Opens a challenge; the client it came from is kept for the session it will become. */
export async function openChallenge(
  app: AuthApp,
  accountId: string,
  step: SecondFactorStep,
  client: ClientInfo,
): Promise<IssuedChallenge> {
  const challenge = newChallengeSecret();
  await insertChallenge(app.database.db, {
    id: uuidv7(),
    accountId,
    secretHash: challengeHash(challenge),
    purpose: step,
    ip: client.ip?.slice(0, 64),
    userAgent: client.userAgent?.slice(0, 300),
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
  });
  return { step, challenge, expiresIn: CHALLENGE_TTL_SECONDS };
}

export interface OpenChallenge {
  row: SignInChallengeRow;
  account: AccountRow;
}

export type ChallengeRefusal =
  RefusalOf<'challenge_expired'> | RefusalOf<'account_suspended'> | RefusalOf<'account_locked'>;

/**
 * The open challenge of this purpose, locked, and its account as it stands now: suspended since
 * the password is refused as at sign-in; too many wrong codes lately is a wait.
 */
export async function loadChallenge(
  app: AuthApp,
  tx: Db,
  challenge: string,
  purpose: SecondFactorStep,
): Promise<Outcome<OpenChallenge, ChallengeRefusal>> {
  const row = await findOpenChallenge(tx, challengeHash(challenge), purpose);
  if (!row) return refused({ refusal: 'challenge_expired' });
  const account = await findAccountById(tx, row.accountId);
  if (!account) return refused({ refusal: 'challenge_expired' });
  if (account.status !== 'active') {
    await deleteChallenge(tx, row.id);
    return refused({ refusal: 'account_suspended', reason: account.suspensionReason });
  }
  const lock = await app.limits.secondFactorFailuresPerAccount.peek(account.id);
  if (!lock.allowed) return refused({ refusal: 'account_locked', retryAfterSeconds: lock.retryAfterSeconds });
  return ok({ row, account });
}

/**
 * A wrong code: counted on the challenge (the 5th ends it) and, unless it was a right code
 * already spent (no guess), against the account.
 */
export async function wrongCode(
  app: AuthApp,
  tx: Db,
  row: SignInChallengeRow,
  spent = false,
): Promise<Outcome<never, RefusalOf<'second_factor_code_wrong'>>> {
  if ((await countWrongCode(tx, row.id)) >= CHALLENGE_MAX_ATTEMPTS) await deleteChallenge(tx, row.id);
  if (!spent) await app.limits.secondFactorFailuresPerAccount.consume(row.accountId);
  return refused({ refusal: 'second_factor_code_wrong' });
}

/** Spends the challenge; the session it becomes is opened from the client that signed in. */
export async function spendChallenge(tx: Db, row: SignInChallengeRow): Promise<ClientInfo> {
  await deleteChallenge(tx, row.id);
  return { ip: row.ip ?? undefined, userAgent: row.userAgent ?? undefined };
}
