import { profileSightOf, readerOf, showsDetails, type Visibility } from '@mawadda/contracts';

/**
 * Whether a conversation's header may show the other member's presence to its reader: the
 * profile's rule (contracts' `profileSightOf`, SECURITY.md), as chat knows the facts. Presence is
 * no part of a private member's guest view, so it is for the members she let in (an accepted
 * follow); a guardian reading as her member does is a guest to the other member. A member chat
 * does not know counts as private.
 */
export const showsPresence = (
  other: { visibility: Visibility } | undefined,
  reader: { guest: boolean; follows: boolean },
): boolean =>
  showsDetails(
    profileSightOf(
      other?.visibility ?? 'private',
      readerOf({ signedIn: !reader.guest, follower: reader.follows }),
    ),
  );
