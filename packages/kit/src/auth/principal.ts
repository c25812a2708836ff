/**
 * `guardian`: a member's wali as a co-account. It is no member (no profile, never searched, cannot
 * follow, chat, buy or report): `ApiRouter` lets it only into routes that name its role or declare
 * `access: 'account'`.
 */
export const ROLES = ['member', 'company', 'moderator', 'admin', 'guardian'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES: readonly Role[] = ['moderator', 'admin'];
/**
 * Operators' endpoints (the producers' exports that rebuild a read model): whole-site dumps of
 * members' data, more than a moderator's casework needs.
 */
export const ADMIN_ROLES: readonly Role[] = ['admin'];

/** Who is calling, as proven by a verified access token. */
export interface Principal {
  id: string;
  role: Role;
  sessionId?: string;
  /**
   * The token's `exp` in epoch seconds: a long-lived connection (a chat socket) is told to
   * refresh when it passes, since no later request re-verifies the token.
   */
  expiresAt?: number;
  /** The token's `iat` in epoch seconds: a connection re-checks it against later revocations. */
  issuedAt?: number;
}
