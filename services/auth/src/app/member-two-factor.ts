import type { TwoFactorProof, TwoFactorStatus } from '@mawadda/contracts';
import { newTotpSecret, ok, refused, type Db, type Outcome } from '@mawadda/kit';
import { verifyPassword } from '../domain/passwords.js';
import { newRecoveryCodes, recoveryCodeHash } from '../domain/recovery-codes.js';
import type { AuthRefusal, RefusalOf } from '../domain/refusals.js';
import { seal, unseal } from '../domain/sealed-secret.js';
import { requiresSecondFactor } from '../domain/sign-in-challenge.js';
import { acceptedStep, totpSetup, type TotpSetup } from '../domain/totp.js';
import type { AccountRow, SecondFactorRow } from '../store/schema.js';
import {
  countUnusedRecoveryCodes,
  deleteSecondFactor,
  enableSecondFactor,
  findSecondFactor,
  putPendingSecret,
  replaceRecoveryCodes,
} from '../store/second-factor-store.js';
import { deleteChallengesOf } from '../store/sign-in-challenges-store.js';
import type { AuthApp } from './context.js';
import { currentAccount } from './current-account.js';
import { spendSecondFactorCode } from './second-factor-code.js';

/**
 * A signed-in account's own second factor (README: Second factor). Turning it on or off, or new
 * recovery codes, asks for the password again (and off and renewal a current code too), so a
 * session left open is not enough.
 */

export async function twoFactorStatus(
  app: AuthApp,
  accountId: string,
): Promise<Outcome<TwoFactorStatus, AuthRefusal>> {
  const account = await currentAccount(app, accountId);
  if (!account.ok) return account;
  const factor = await findSecondFactor(app.database.db, accountId);
  const enabled = Boolean(factor?.enabledAt);
  return ok({
    enabled,
    enabledAt: factor?.enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(app.database.db, accountId) : 0,
    required: requiresSecondFactor(account.value.role),
  });
}

/** The account, once its current password is right; every try counts toward the password limit. */
async function withPassword(
  app: AuthApp,
  accountId: string,
  password: string,
): Promise<Outcome<AccountRow, AuthRefusal>> {
  const limited = await app.limits.passwordPerAccount.spend(accountId);
  if (limited) return refused(limited);
  const account = await currentAccount(app, accountId);
  if (!account.ok) return account;
  if (!(await verifyPassword(account.value.passwordHash, password)))
    return refused({ refusal: 'current_password_wrong', field: 'currentPassword' });
  await app.limits.passwordPerAccount.reset(accountId);
  return account;
}

/** A new pending secret to scan (replacing a pending one); the factor is on once confirmed. */
export async function startTwoFactor(
  app: AuthApp,
  accountId: string,
  currentPassword: string,
): Promise<Outcome<TotpSetup, AuthRefusal>> {
  const account = await withPassword(app, accountId, currentPassword);
  if (!account.ok) return account;
  const secret = newTotpSecret();
  const put = await putPendingSecret(app.database.db, accountId, seal(app.twoFactorKey, accountId, secret));
  if (!put) return refused({ refusal: 'two_factor_already_enabled' });
  return ok(await totpSetup(secret, account.value.email ?? account.value.phone ?? ''));
}

/** The first code of the pending secret turns the factor on and gives the recovery codes. */
export async function confirmTwoFactor(
  app: AuthApp,
  accountId: string,
  code: string,
): Promise<Outcome<{ recoveryCodes: string[] }, AuthRefusal>> {
  const { database, outbox, limits, twoFactorKey } = app;
  const account = await currentAccount(app, accountId);
  if (!account.ok) return account;
  const lock = await limits.secondFactorFailuresPerAccount.peek(accountId);
  if (!lock.allowed) return refused({ refusal: 'account_locked', retryAfterSeconds: lock.retryAfterSeconds });
  const outcome = await outbox.inTransaction(
    database.db,
    async (tx: Db): Promise<Outcome<string[], AuthRefusal>> => {
      const factor = await findSecondFactor(tx, accountId, true);
      if (factor?.enabledAt) return refused({ refusal: 'two_factor_already_enabled' });
      const secret = factor ? unseal(twoFactorKey, accountId, factor.secret) : null;
      if (!secret) return refused({ refusal: 'two_factor_not_pending' });
      const step = acceptedStep(secret, code, null);
      if (step === null) return refused({ refusal: 'second_factor_code_wrong' });
      await enableSecondFactor(tx, accountId, step);
      const recoveryCodes = newRecoveryCodes();
      await replaceRecoveryCodes(tx, accountId, recoveryCodes.map(recoveryCodeHash));
      return ok(recoveryCodes);
    },
  );
  if (!outcome.ok) {
    if (outcome.refusal.refusal === 'second_factor_code_wrong')
      await limits.secondFactorFailuresPerAccount.consume(accountId);
    return outcome;
  }
  return ok({ recoveryCodes: outcome.value });
}

/**
 * The password and a current code (or a recovery code) against the confirmed factor, then
 * `work` in the same transaction; a wrong code counts against the account.
 */
async function withProof<T>(
  app: AuthApp,
  accountId: string,
  proof: TwoFactorProof,
  work: (tx: Db, factor: SecondFactorRow) => Promise<T>,
): Promise<Outcome<T, AuthRefusal>> {
  const { database, outbox, limits } = app;
  const account = await withPassword(app, accountId, proof.currentPassword);
  if (!account.ok) return account;
  const lock = await limits.secondFactorFailuresPerAccount.peek(accountId);
  if (!lock.allowed) return refused({ refusal: 'account_locked', retryAfterSeconds: lock.retryAfterSeconds });
  let guessed = false;
  const outcome = await outbox.inTransaction(
    database.db,
    async (tx: Db): Promise<Outcome<T, AuthRefusal>> => {
      const factor = await findSecondFactor(tx, accountId, true);
      if (!factor?.enabledAt) return refused({ refusal: 'two_factor_not_enabled' });
      const checked = await spendSecondFactorCode(app, tx, factor, proof.code);
      if (!checked.ok) {
        guessed = !checked.spent;
        return refused({ refusal: 'second_factor_code_wrong' });
      }
      return ok(await work(tx, factor));
    },
  );
  if (guessed) await limits.secondFactorFailuresPerAccount.consume(accountId);
  return outcome;
}

/** A member turns the factor off; staff cannot (it is required of them). */
export async function disableTwoFactor(
  app: AuthApp,
  accountId: string,
  role: string,
  proof: TwoFactorProof,
): Promise<Outcome<void, AuthRefusal | RefusalOf<'two_factor_required'>>> {
  if (requiresSecondFactor(role)) return refused({ refusal: 'two_factor_required' });
  return withProof(app, accountId, proof, async (tx) => {
    await deleteSecondFactor(tx, accountId);
    await deleteChallengesOf(tx, accountId);
  });
}

/** Ten new recovery codes; the old ones stop working. */
export async function renewRecoveryCodes(
  app: AuthApp,
  accountId: string,
  proof: TwoFactorProof,
): Promise<Outcome<{ recoveryCodes: string[] }, AuthRefusal>> {
  return withProof(app, accountId, proof, async (tx) => {
    const recoveryCodes = newRecoveryCodes();
    await replaceRecoveryCodes(tx, accountId, recoveryCodes.map(recoveryCodeHash));
    return { recoveryCodes };
  });
}
