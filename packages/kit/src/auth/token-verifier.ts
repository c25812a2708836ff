import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { ProblemError, problems } from '../http/problem-error.js';
import type { RevocationView } from '../revocation/revocation-view.js';
import { ROLES, type Principal, type Role } from './principal.js';

export const TOKEN_ISSUER = 'mawadda-auth';
export const TOKEN_AUDIENCE = 'mawadda';
/**
 * The longest an access token may live (issue 2: 15 minutes). A token signed for longer, or with
 * no `exp` or `iat`, is refused even with a good signature: a leaked signing key or a bug in
 * the issuer must not mint a credential that outlives every revocation window.
 */
export const MAX_TOKEN_LIFETIME_SECONDS = 900;

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
  return {
    async verify(token) {
      try {
        const payload =
          verified.get(token) ??
          verified.keep(
            token,
            (
              await jwtVerify(token, getKey, {
                issuer: TOKEN_ISSUER,
                audience: TOKEN_AUDIENCE,
                algorithms: ['EdDSA'],
                requiredClaims: ['exp', 'iat', 'sub'],
                maxTokenAge: MAX_TOKEN_LIFETIME_SECONDS,
              })
            ).payload,
          );
        const role = payload.role as Role;
        if (typeof payload.sub !== 'string' || !ROLES.includes(role))
          throw problems.unauthorized('invalid_token');
        // maxTokenAge bounds iat; this bounds what the token claims for itself.
        if (payload.exp! - payload.iat! > MAX_TOKEN_LIFETIME_SECONDS)
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

/**
 * Tokens whose signature and claims were checked already, by their exact text, until they expire:
 * a member's every request carries the same token for its 15 minutes, and the signature check
 * (~0.3–0.5 ms of EdDSA) was a measurable share of a small request, made twice per request in the
 * gateway (activity, then the route). What a token says cannot change, so only its expiry is
 * checked again; revocation is checked on every call, after this. At most `MAX` tokens, the oldest
 * forgotten first.
 */
class VerifiedTokens {
  private static readonly MAX = 20_000;
  private readonly byToken = new Map<string, JWTPayload>();

  get(token: string): JWTPayload | undefined {
    const payload = this.byToken.get(token);
    if (!payload) return undefined;
    if (payload.exp! * 1000 <= Date.now()) {
      this.byToken.delete(token);
      return undefined; // jose then refuses it as expired
    }
    return payload;
  }

  keep(token: string, payload: JWTPayload): JWTPayload {
    if (this.byToken.size >= VerifiedTokens.MAX) this.byToken.delete(this.byToken.keys().next().value!);
    this.byToken.set(token, payload);
    return payload;
  }
}
