import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, type Role } from '@mawadda/kit';
import type { SigningKeys } from '../store/signing-keys.js';

/** Short-lived bearer token; services verify it locally from the JWKS. */
export function signAccessToken(
  keys: SigningKeys,
  claims: { accountId: string; role: Role; sessionId: string },
  ttlSeconds: number,
) {
  return new SignJWT({ role: claims.role, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'EdDSA', kid: keys.kid, typ: 'JWT' })
    .setSubject(claims.accountId)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(keys.privateKey);
}
