import type { Visibility } from './enums.js';
import { firstNameOf } from './first-name.js';

/*
 * How much of a member one viewer reads: the privacy rule (SECURITY.md, "What we protect") in one
 * place. Profile views and cards, search, chat's presence and notify's texts all ask here with the
 * facts they keep, so there is no second copy of the rule to drift.
 */

/**
 * Who reads a member: `insider` (herself, staff, an accepted follower, her own guardian), `member`
 * (any other signed-in member) or `guest` (signed out, or someone else's guardian: a guardian is
 * nobody's member, so inviting an address one controls gains nothing).
 */
export type ProfileReader = 'insider' | 'member' | 'guest';

/**
 * What that reader gets: `whole`; `first-name` (a guest on a public profile); `guest` (a private
 * profile to anyone not let in: first name, age, city, country and badges, nothing else).
 */
export type ProfileSight = 'whole' | 'first-name' | 'guest';

/** The facts a service knows about a viewer and the member read. */
export interface ReaderFacts {
  /** Signed in as a member or staff (a guardian account is not, on someone else's profile). */
  signedIn: boolean;
  self?: boolean;
  staff?: boolean;
  /** The member accepted the viewer's follow. */
  follower?: boolean;
  /** The viewer is the member's current guardian. */
  guardian?: boolean;
}

export const readerOf = (f: ReaderFacts): ProfileReader =>
  f.self || f.staff || f.follower || f.guardian ? 'insider' : f.signedIn ? 'member' : 'guest';

export function profileSightOf(visibility: Visibility, reader: ProfileReader): ProfileSight {
  if (reader === 'insider') return 'whole';
  if (visibility === 'public') return reader === 'member' ? 'whole' : 'first-name';
  return 'guest';
}

/** Everything but the guest view's few facts is shown: presence, surname, details. */
export const showsDetails = (sight: ProfileSight): boolean => sight !== 'guest';

export interface MemberNames {
  fullName: string;
  fullNameEn?: string | null;
  fullNameAr?: string | null;
}

/**
 * The names a sight shows: whole, or the first name in each script the member wrote it in (so
 * the Arabic page shows it in Arabic).
 */
export function namesFor<N extends MemberNames>(sight: ProfileSight, names: N): N {
  if (sight === 'whole') return names;
  const first = (name: string | null | undefined) => (name ? firstNameOf(name) : (name ?? null));
  return {
    ...names,
    fullName: firstNameOf(names.fullName),
    ...('fullNameEn' in names && { fullNameEn: first(names.fullNameEn) }),
    ...('fullNameAr' in names && { fullNameAr: first(names.fullNameAr) }),
  };
}
