import { createHash, randomInt } from 'node:crypto';
import { normaliseSecondFactorCode, RECOVERY_CODE_COUNT } from '@mawadda/contracts';

/**
 * Recovery codes: the way back in for someone who lost the phone with their authenticator app.
 * Ten at a time, each used once, 10 characters of Crockford's base32 (no I, L, O or U, which
 * read like 1, 0 or a word), printed in two groups of five. 50 random bits each, behind the
 * password and the challenge's 5 tries, is far past guessing. Only their SHA-256 is stored.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** A fresh set, in printed form. */
export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

/** The stored digest of a code, however it was typed (dashes, spaces, case). */
export const recoveryCodeHash = (code: string): string =>
  createHash('sha256').update(normaliseSecondFactorCode(code), 'utf8').digest('hex');
