import type { JWTPayload } from 'jose';

/** Tokens remembered at once; past it the oldest are forgotten (and checked again if they come back). */
const MAX_TOKENS = 20_000;

/**
 * Tokens whose signature and claims were checked already, by their exact text, until they expire.
 * A member's every request carries the same token for its 15 minutes, and the EdDSA check was
 * about a tenth of a signed-in read's CPU (issue 18, `bench/edge.ts` profiles). What a token says
 * cannot change, so only its expiry is looked at again here; revocation is the verifier's to check
 * on every call, after this. A token whose signature or claims failed is never remembered.
 */
export class VerifiedTokens {
  private readonly byToken = new Map<string, JWTPayload>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The claims of a token checked before and not yet expired (jose's rule: expired at `exp`). */
  get(token: string): JWTPayload | undefined {
    const payload = this.byToken.get(token);
    if (!payload) return undefined;
    if (payload.exp! <= Math.floor(this.now() / 1000)) {
      this.byToken.delete(token);
      return undefined; // checked in full again, and refused there as expired
    }
    return payload;
  }

  keep(token: string, payload: JWTPayload): JWTPayload {
    if (this.byToken.size >= MAX_TOKENS) this.byToken.delete(this.byToken.keys().next().value!);
    this.byToken.set(token, payload);
    return payload;
  }
}
