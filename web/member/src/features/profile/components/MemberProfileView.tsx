import type { MemberProfile } from '@mawadda/contracts';
import type { RegistrationOptions } from '../../auth/api/registration-options';
import { useProfileLabels } from '../lib/use-profile-labels';
import { AboutMe } from './AboutMe';
import { Album } from './Album';
import { CvSection } from './CvSection';
import { LockedMediaNotice } from './LockedMediaNotice';
import { ProfileDetails } from './ProfileDetails';
import { ProfileHead } from './ProfileHead';
import { VideoSection } from './VideoSection';

/** Another member's profile, read-only: the same sections as one's own, only what they filled in. */
export function MemberProfileView({
  profile,
  options,
}: {
  profile: MemberProfile;
  options: RegistrationOptions;
}) {
  const labels = useProfileLabels(options);
  return (
    <article className="container section profile" aria-labelledby="profile-title">
      {/* Follow, unfollow and the message button (spec §2) arrive with the follow and chat
          features, as ProfileHead's `actions`. */}
      <ProfileHead profile={profile} labels={labels} titleId="profile-title" />
      {profile.mediaLocked && <LockedMediaNotice />}
      <AboutMe text={profile.aboutMe} own={false} />
      <ProfileDetails profile={profile} labels={labels} own={false} />
      <Album photos={profile.media.photos} labels={labels} />
      <VideoSection video={profile.media.video} />
      <CvSection cv={profile.media.cv} />
    </article>
  );
}
