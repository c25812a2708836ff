import { createHash, randomInt } from 'node:crypto';
import { normaliseSecondFactorCode, RECOVERY_CODE_COUNT } from '@mawadda/contracts';

/**
 * Recovery codes: the way back in after losing the authenticator's phone. Ten, each used once, in
 * Crockford's base32 (no look-alike letters); 50 random bits behind the password and the
 * challenge's tries is far past guessing. Only their SHA-256 is stored.
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
