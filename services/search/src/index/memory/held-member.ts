import { NO_BADGES } from '@mawadda/contracts';
import { traitsOf } from '../../domain/compatibility/answers.js';
import type { MatchTraits } from '../../domain/compatibility/traits.js';
import type { IndexedMember } from '../search-index.js';

/** A member as memory holds them: as the SQL table would give them back, with the time keys ready. */
export interface HeldMember {
  member: IndexedMember;
  registeredMs: number;
  lastActiveMs: number;
  /** Her traits on the UTC day `traitsDay` (`traitsOn`); none made yet at first. */
  traits: MatchTraits | undefined;
  traitsDay: number;
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
    fullNameEn: m.fullNameEn ?? null,
    fullNameAr: m.fullNameAr ?? null,
    badges: m.badges ?? NO_BADGES,
    verified: m.verified ?? false,
  });
  return {
    member,
    registeredMs: m.registeredAt.getTime(),
    lastActiveMs: m.lastActiveAt.getTime(),
    traits: undefined,
    traitsDay: Number.NaN,
  };
}

const DAY_MS = 86_400_000;

/**
 * `traitsOf` the member on `today`, made once per UTC day (ages count whole UTC days, and nothing
 * else in them moves with the date): a compatibility query weighs every member held, and making
 * her traits costs more than weighing them.
 */
export function traitsOn(held: HeldMember, today: Date): MatchTraits {
  const day = Math.floor(today.getTime() / DAY_MS);
  if (held.traitsDay !== day || !held.traits) {
    held.traits = traitsOf(held.member, today);
    held.traitsDay = day;
  }
  return held.traits;
}
