import type { Actor, Expectation } from './api-router.js';

type Authz = Partial<Record<Actor, Expectation>>;

/**
 * The answers a route gives beyond its `access`, named once so routes declare them by meaning
 * (the authorization matrix test holds each route to what it declares).
 */
export const AUTHZ = {
  /** A record of one member's, named in the path: anyone else gets the 404 of "no such thing". */
  ownerOnly: { member: 404, blocked: 404, moderator: 404, admin: 404 },
  /** About a member who blocks the caller: the block is not revealed, the member is "not found". */
  hiddenFromBlocked: { blocked: 404 },
  /** The account's own profile: staff accounts made by operators have none (404). */
  ownProfile: { admin: 404 },
  /** Removing one's own file: staff accounts have none to remove (404). */
  ownFile: { moderator: 404, admin: 404 },
} as const satisfies Record<string, Authz>;
