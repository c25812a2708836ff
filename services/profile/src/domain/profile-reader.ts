import { profileSightOf, readerOf, type ProfileSight, type Visibility } from '@mawadda/contracts';
import type { Standing } from './media-access.js';
import type { MediaViewer } from './media-url.js';

/**
 * How much of a profile this viewer reads (`profileSightOf`, README: privacy), from what profile
 * knows. A guardian account is a guest with `guardianOfOwner` set for its linked members, a plain
 * guest for everyone else.
 */
export const profileSightFor = (
  owner: { memberId: string; visibility: Visibility },
  viewer: MediaViewer,
  standing: Pick<Standing, 'granted'>,
  guardianOfOwner = false,
): ProfileSight =>
  profileSightOf(
    owner.visibility,
    readerOf({
      signedIn: viewer.kind !== 'guest',
      self: viewer.kind === 'member' && viewer.id === owner.memberId,
      staff: viewer.kind === 'staff',
      follower: viewer.kind === 'member' && standing.granted,
      guardian: guardianOfOwner,
    }),
  );
