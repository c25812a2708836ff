import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose';
import { ProblemError, problems } from '../http/problem-error.js';
import type { RevocationView } from '../revocation/revocation-view.js';
import { ROLES, type Principal, type Role } from './principal.js';
import { VerifiedTokens } from './verified-tokens.js';

export const TOKEN_ISSUER = 'mawadda-auth';
export const TOKEN_AUDIENCE = 'mawadda';
/**
 * The longest an access token may live. A token signed for longer, or with no `exp` or `iat`, is
 * refused even with a good signature: a leaked signing key or an issuer bug must not mint a
 * credential that outlives every revocation window.
 */
export const MAX_TOKEN_LIFETIME_SECONDS = 900;
/**
 * How far ahead of this process's clock a token's `iat` may be. Auth signs on its own host's clock
 * (and a host's clock can step back a second under NTP), so a token refused for being issued "in
 * the future" would sign a member out on her first request. `exp` is still exact.
 */
export const CLOCK_SKEW_SECONDS = 5;

export interface TokenVerifier {
  verify(token: string): Promise<Principal>;
}

/**
 * Verifies access tokens locally (EdDSA) against the auth service's key set: in one process the
 * keys are handed over directly, elsewhere they come from the JWKS URL and are cached by jose.
 */
export function createTokenVerifier(
  source: { jwks: JSONWebKeySet } | { jwksUrl: string } | { getKey: JWTVerifyGetKey },
  options: {
    /** What this process knows was revoked (logout, suspension, deletion): checked on every call. */
    revocations?: RevocationView;
  } = {},
): TokenVerifier {
  const getKey =
    'getKey' in source
      ? source.getKey
      : 'jwks' in source
        ? createLocalJWKSet(source.jwks)
        : createRemoteJWKSet(new URL(source.jwksUrl), { cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 });
  const verified = new VerifiedTokens();
  const check = async (token: string) =>
    verified.keep(
      token,
      (
        await jwtVerify(token, getKey, {
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          algorithms: ['EdDSA'],
          requiredClaims: ['exp', 'iat', 'sub'],
        })
      ).payload,
    );
  return {
    async verify(token) {
      try {
        const payload = verified.get(token) ?? (await check(token));
        const role = payload.role as Role;
        if (typeof payload.sub !== 'string' || !ROLES.includes(role))
          throw problems.unauthorized('invalid_token');
        // With exp (checked by jose, exact) these bound what is left of any token to its lifetime
        // and the skew: jose's maxTokenAge would also refuse an iat a second ahead.
        if (payload.exp! - payload.iat! > MAX_TOKEN_LIFETIME_SECONDS)
          throw problems.unauthorized('invalid_token');
        if (payload.iat! > Math.floor(Date.now() / 1000) + CLOCK_SKEW_SECONDS)
          throw problems.unauthorized('invalid_token');
        const principal: Principal = {
          id: payload.sub,
          role,
          sessionId: typeof payload.sid === 'string' ? payload.sid : undefined,
          expiresAt: payload.exp,
          issuedAt: payload.iat,
        };
        const revoked = options.revocations?.check({
          memberId: principal.id,
          sessionId: principal.sessionId,
          issuedAt: payload.iat!,
        });
        if (revoked === 'suspended')
          throw new ProblemError(403, 'account_suspended', 'error.accountDisabled');
        if (revoked) throw problems.unauthorized('session_revoked', 'error.sessionExpired');
        return principal;
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
