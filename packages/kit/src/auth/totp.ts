import { Secret, TOTP } from 'otpauth';

/*
 * Time-based one-time codes (RFC 6238) with the parameters every authenticator app reads from a QR
 * code, computed here once, so auth and the scripts that sign staff in (tests, demo, load, fuzz,
 * benches) cannot disagree on them.
 */

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const TOTP_ISSUER = 'Mawadda';

/** A fresh secret: 20 random bytes (RFC 4226's recommended length for SHA-1), as base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** Whether a text is a base32 secret of at least 16 bytes (the RFC's minimum, 128 bits). */
export function isTotpSecret(base32: string): boolean {
  if (!/^[A-Z2-7]+=*$/.test(base32)) return false;
  try {
    return Secret.fromBase32(base32).bytes.length >= 16;
  } catch {
    return false;
  }
}

/** The TOTP of a base32 secret; `label` (the account's email) names it in the app. */
export const totpOf = (base32: string, label = ''): TOTP =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(base32),
  });

/** The code an authenticator app shows at `at` (milliseconds, now by default). */
export const totpCode = (base32: string, at: number = Date.now()): string =>
  totpOf(base32).generate({ timestamp: at });

/** The time step a moment falls in: codes are numbered by it. */
export const totpStep = (at: number): number => Math.floor(at / 1000 / TOTP_PERIOD_SECONDS);
