import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** How long each secret works and how often it may be tried (README: verification). */
export const VERIFICATION_RULES = {
  /** A pending registration: both codes, 30 minutes, 5 wrong tries, 3 resends. */
  registrationTtlMs: 30 * 60_000,
  registrationMaxAttempts: 5,
  registrationMaxResends: 3,
  /** An account's phone code: 10 minutes, 5 wrong tries. */
  phoneCodeTtlMs: 10 * 60_000,
  phoneCodeMaxAttempts: 5,
  /** An account's email link: 24 hours, one use. */
  emailLinkTtlMs: 24 * 3600_000,
} as const;

/** A 6-digit code from the system's CSPRNG, leading zeros kept. */
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** An email link's token: 256 random bits, URL-safe. */
export const newLinkToken = (): string => randomBytes(32).toString('base64url');

/**
 * What is stored of a code or token: its SHA-256, salted with what it belongs to (a registration
 * id and the address kind), so equal codes of two registrations never share a digest.
 */
export const digestSecret = (secret: string, salt: string): string =>
  createHash('sha256').update(`${salt}:${secret}`).digest('hex');

/** Compares a typed secret with a stored digest in constant time. */
export function matchesDigest(secret: string, salt: string, storedDigest: string): boolean {
  const given = Buffer.from(digestSecret(secret, salt), 'hex');
  const stored = Buffer.from(storedDigest, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export type RegistrationCodeField = 'emailCode' | 'phoneCode';

/**
 * Checks both codes of a pending registration. Both are always compared (no early return), so the
 * time taken does not tell which one was wrong.
 */
export function wrongRegistrationCodes(
  pending: { id: string; emailCodeHash: string; phoneCodeHash: string },
  codes: { emailCode: string; phoneCode: string },
): RegistrationCodeField[] {
  const emailOk = matchesDigest(codes.emailCode, `${pending.id}:email`, pending.emailCodeHash);
  const phoneOk = matchesDigest(codes.phoneCode, `${pending.id}:phone`, pending.phoneCodeHash);
  return [...(emailOk ? [] : ['emailCode' as const]), ...(phoneOk ? [] : ['phoneCode' as const])];
}
