import type { Visibility } from './enums.js';
import { firstNameOf } from './first-name.js';

/*
 * How much of a member one viewer reads: the privacy rule (SECURITY.md, "What we protect") in one
 * place, for every service that shows a member to someone else. The profile view and the cards
 * (profile), the search cards and which filters may find her (search), the conversation header's
 * presence (chat), and so the texts that name members (notify's, drawn with the cards) all ask
 * here, each with the facts it keeps: there is no second copy of the rule to drift.
 */

/**
 * Who reads a member, as the rule tells viewers apart:
 * - `insider`: the member herself, staff, a member whose follow she accepted, her own guardian;
 * - `member`: any other signed-in member;
 * - `guest`: signed out, or a guardian account of someone else (a guardian is nobody's member,
 *   so an account made by inviting an address one controls gains nothing over a guest).
 */
export type ProfileReader = 'insider' | 'member' | 'guest';

/**
 * What that reader gets:
 * - `whole`: everything the profile shares with others;
 * - `first-name`: the same with the names cut to the first name (a guest, on a public profile);
 * - `guest`: a private profile to anyone not let in: the first name, age, city, country and
 *   verification badges, and nothing else (no surname, about-me, body, work, or presence).
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
