import { passesFit } from '../../domain/compatibility/fit-in-memory.js';
import type { IndexFilter } from '../search-index.js';
import { traitsOn, type HeldMember } from './held-member.js';

/** Inclusive range test where a member without an answer matches no range (SQL's NULL). */
const within = (value: number | null, min: number | undefined, max: number | undefined) =>
  (min === undefined && max === undefined) ||
  (value !== null && (min === undefined || value >= min) && (max === undefined || value <= max));

/**
 * The filters as the SQL adapter's WHERE reads them (`sql-index.ts`): the contract suite holds
 * both to the same answers. Dates are `YYYY-MM-DD`, so string order is date order.
 */
export function matches(held: HeldMember, f: IndexFilter): boolean {
  const m = held.member;
  if (f.gender && m.gender !== f.gender) return false;
  if (f.bornOnOrBefore && !(m.birthDate <= f.bornOnOrBefore)) return false;
  if (f.bornAfter && !(m.birthDate > f.bornAfter)) return false;
  if (f.maritalState && m.maritalState !== f.maritalState) return false;
  if (f.nationality && m.nationality !== f.nationality) return false;
  if (f.smoking === 'smoker' && m.smoking !== 'yes' && m.smoking !== 'sometimes') return false;
  if (f.smoking === 'non-smoker' && m.smoking !== 'no') return false;
  if (!within(m.height, f.heightMin, f.heightMax)) return false;
  if (!within(m.weight, f.weightMin, f.weightMax)) return false;
  if (f.city && m.city !== f.city) return false;
  if (f.verifiedOnly && !m.verified) return false;
  if (f.activeSince && m.lastActiveAt.getTime() < f.activeSince.getTime()) return false;
  if (f.fit && !passesFit(m, traitsOn(held, f.fit.today), f.fit)) return false;
  return true;
}
