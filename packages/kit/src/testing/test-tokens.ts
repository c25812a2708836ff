import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { Role } from '../auth/principal.js';
import {
  createTokenVerifier,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  type TokenVerifier,
} from '../auth/token-verifier.js';

/**
 * For service tests that need signed-in callers without the auth service: a throwaway Ed25519
 * key, a verifier that trusts it, and tokens for any role.
 */
export async function createTestTokens(): Promise<{
  verifier: TokenVerifier;
  tokenFor(role: Role, id?: string): Promise<string>;
}> {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test', alg: 'EdDSA', use: 'sig' };
  return {
    verifier: createTokenVerifier({ jwks: { keys: [jwk] } }),
    tokenFor: (role, id = randomUUID()) =>
      new SignJWT({ role })
        .setProtectedHeader({ alg: 'EdDSA', kid: 'test' })
        .setSubject(id)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey),
  };
}
