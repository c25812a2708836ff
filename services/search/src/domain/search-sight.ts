import { profileSightOf, readerOf, type ProfileSight } from '@mawadda/contracts';
import type { IndexedMember, IndexFilter, IndexSort } from '../index/search-index.js';

/*
 * The profile's rule in search (README: privacy; the rule is contracts' `profileSightOf`): a
 * private member shows a searcher she did not let in (no accepted follow) only her guest view, on
 * her card and through what the search itself would tell of her.
 */

/** Who is looking: a member (with the members who accepted their follow), or a guest. */
export interface Onlooker {
  signedIn: boolean;
  insiders: ReadonlySet<string>;
}

/** How much of this hit the onlooker reads. */
export const hitSight = (m: Pick<IndexedMember, 'memberId' | 'visibility'>, who: Onlooker): ProfileSight =>
  profileSightOf(m.visibility, readerOf({ signedIn: who.signedIn, follower: who.insiders.has(m.memberId) }));

/**
 * Whether a query picks or orders members by what a private member's guest view does not show
 * (compatibility weighs her hidden answers too). Age, place, gender and verified badges are what
 * anyone reads, so they filter everyone alike.
 */
export const readsBeyondGuestView = (f: IndexFilter, sort: IndexSort): boolean =>
  sort.by === 'mostActive' ||
  sort.by === 'compatibility' ||
  f.fit !== undefined ||
  [f.maritalState, f.nationality, f.smoking, f.heightMin, f.heightMax, f.weightMin, f.weightMax].some(
    (v) => v !== undefined,
  );

/** The filter as the index reads it: private members kept to the onlooker's insiders when needed. */
export const withPrivacy = (f: IndexFilter, sort: IndexSort, insiders: readonly string[]): IndexFilter =>
  readsBeyondGuestView(f, sort) ? { ...f, privateAmong: insiders } : f;
