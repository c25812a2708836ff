import { profileSightOf, readerOf, showsDetails, type Visibility } from '@mawadda/contracts';

/**
 * Whether a header may show the other member's presence: the profile's rule (`profileSightOf`,
 * SECURITY.md). Presence is not in a private member's guest view; a guardian is a guest to the
 * other member, and an unknown member counts as private.
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
