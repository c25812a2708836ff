import { NO_BADGES } from '@mawadda/contracts';
import type { IndexedMember } from '../search-index.js';

/** A member as memory holds them: as the SQL table would give them back, with the time keys ready. */
export interface HeldMember {
  member: IndexedMember;
  registeredMs: number;
  lastActiveMs: number;
}

/**
 * What a read of the table would answer for `m` once written: the member id lowercase (uuid's
 * canonical form, which orders like the column), badges and `verified` as their defaults when
 * absent; frozen, since one object answers every query and a caller must not change it.
 */
export function heldMember(m: IndexedMember): HeldMember {
  const member = Object.freeze({
    ...m,
    memberId: m.memberId.toLowerCase(),
    badges: m.badges ?? NO_BADGES,
    verified: m.verified ?? false,
  });
  return { member, registeredMs: m.registeredAt.getTime(), lastActiveMs: m.lastActiveAt.getTime() };
}
