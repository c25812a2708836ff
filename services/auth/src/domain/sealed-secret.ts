import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Second-factor secrets are sealed under a key derived from `AUTH_TWO_FACTOR_KEY`, with the
 * account id as associated data: a database copy yields no secret, and a secret moved onto another
 * row does not open. Format: `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
export type SealingKey = Buffer;

/** The AES key: HKDF-SHA-256 of the configured secret, so any secret of 32+ characters will do. */
export const sealingKeyOf = (secret: string): SealingKey =>
  Buffer.from(hkdfSync('sha256', secret, '', 'mawadda second factor v1', 32));

export function seal(key: SealingKey, accountId: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(accountId, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The secret, or null when the seal does not open (another key, another account, tampered). */
export function unseal(key: SealingKey, accountId: string, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(accountId, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
