import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose';
import { problems } from '../http/problem-error.js';
import { ROLES, type Principal, type Role } from './principal.js';

export const TOKEN_ISSUER = 'mawadda-auth';
export const TOKEN_AUDIENCE = 'mawadda';

export interface TokenVerifier {
  verify(token: string): Promise<Principal>;
}

/**
 * Verifies access tokens locally (EdDSA) against the auth service's key set: in one process the
 * keys are handed over directly, elsewhere they come from the JWKS URL and are cached by jose.
 */
export function createTokenVerifier(
  source: { jwks: JSONWebKeySet } | { jwksUrl: string } | { getKey: JWTVerifyGetKey },
): TokenVerifier {
  const getKey =
    'getKey' in source
      ? source.getKey
      : 'jwks' in source
        ? createLocalJWKSet(source.jwks)
        : createRemoteJWKSet(new URL(source.jwksUrl), { cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 });
  return {
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, getKey, {
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          algorithms: ['EdDSA'],
        });
        const role = payload.role as Role;
        if (typeof payload.sub !== 'string' || !ROLES.includes(role))
          throw problems.unauthorized('invalid_token');
        return {
          id: payload.sub,
          role,
          sessionId: typeof payload.sid === 'string' ? payload.sid : undefined,
        };
      } catch (err) {
        if (err instanceof errors.JWTExpired)
          throw problems.unauthorized('token_expired', 'error.sessionExpired');
        if (err instanceof errors.JOSEError || err instanceof TypeError)
          throw problems.unauthorized('invalid_token');
        throw err;
      }
    },
  };
}
