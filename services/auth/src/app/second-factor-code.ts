import { isTotpCode } from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
import { recoveryCodeHash } from '../domain/recovery-codes.js';
import { unseal } from '../domain/sealed-secret.js';
import { isSpent, matchedStep } from '../domain/totp.js';
import type { SecondFactorRow } from '../store/schema.js';
import { claimStep, countUnusedRecoveryCodes, useRecoveryCode } from '../store/second-factor-store.js';
import type { AuthApp } from './context.js';

/**
 * `spent`: a right code already used (seen over a shoulder, or sent twice). It is refused like a
 * wrong one but is no guess, so it does not count toward the account's wrong-code limit.
 */
export type CodeCheck = { ok: false; spent: boolean } | { ok: true; recoveryCodesLeft?: number };

/**
 * Checks a code against a confirmed factor and spends it: a TOTP code's step becomes the last
 * step (a code works once), a recovery code is marked used and the ones left are counted.
 */
export async function spendSecondFactorCode(
  app: AuthApp,
  tx: Db,
  factor: SecondFactorRow,
  code: string,
): Promise<CodeCheck> {
  if (isTotpCode(code)) {
    const secret = unseal(app.twoFactorKey, factor.accountId, factor.secret);
    // A seal that does not open (another AUTH_TWO_FACTOR_KEY) accepts no code: an admin reset fixes it.
    if (secret === null) return { ok: false, spent: false };
    const step = matchedStep(secret, code);
    if (step === null) return { ok: false, spent: false };
    if (isSpent(step, factor.lastStep) || !(await claimStep(tx, factor.accountId, step)))
      return { ok: false, spent: true };
    return { ok: true };
  }
  if (!(await useRecoveryCode(tx, factor.accountId, recoveryCodeHash(code))))
    return { ok: false, spent: false };
  return { ok: true, recoveryCodesLeft: await countUnusedRecoveryCodes(tx, factor.accountId) };
}
