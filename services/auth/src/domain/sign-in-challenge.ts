import { createHash, randomBytes } from 'node:crypto';

/**
 * The challenge a sign-in answers after a right password when a second factor is needed: a
 * random 256-bit string the client holds, stored as its SHA-256 only. It lasts 5 minutes, takes
 * 5 wrong codes, and is spent by the sign-in it completes.
 */
export const CHALLENGE_TTL_SECONDS = 300;
export const CHALLENGE_MAX_ATTEMPTS = 5;

export const newChallengeSecret = (): string => randomBytes(32).toString('base64url');

export const challengeHash = (challenge: string): string =>
  createHash('sha256').update(challenge, 'utf8').digest('hex');

/** Staff must have a second factor; members may. */
export const requiresSecondFactor = (role: string): boolean => role === 'moderator' || role === 'admin';
