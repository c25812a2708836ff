import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A refresh token is `<row id>.<secret>`; only a SHA-256 of the secret is stored. */
export const newRefreshSecret = () => randomBytes(32).toString('base64url');

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('base64url');

export function parseRefreshToken(token: string | undefined): { id: string; secret: string } | undefined {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  return match ? { id: match[1]!, secret: match[2]! } : undefined;
}

export function secretMatches(secret: string, storedHash: string): boolean {
  const a = Buffer.from(hashSecret(secret));
  const b = Buffer.from(storedHash);
  return a.length === b.length && timingSafeEqual(a, b);
}
