import type { JWTPayload } from 'jose';

/** Tokens remembered at once; past it the oldest are forgotten (and checked again if they come back). */
const MAX_TOKENS = 20_000;

/**
 * Tokens whose signature and claims were checked already, by exact text, until they expire: the
 * EdDSA check weighed on every signed-in read (bench/RESULTS.md, edge). Revocation is still checked
 * on every call; a failed token is never kept.
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
