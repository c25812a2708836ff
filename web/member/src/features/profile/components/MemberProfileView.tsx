import type { ReactNode } from 'react';
import type { MemberProfile } from '@mawadda/contracts';
import type { RegistrationOptions } from '../../../lib/reference/registration-options';
import { useProfileLabels } from '../../../lib/reference/use-profile-labels';
import { AboutMe } from './AboutMe';
import { Album } from './Album';
import { MemberCvSection } from './MemberCvSection';
import { LockedMediaNotice } from './LockedMediaNotice';
import { DetailChips } from './DetailChips';
import { ProfileHead } from './ProfileHead';
import { ProfilePrompts } from './ProfilePrompts';
import { VideoSection } from './VideoSection';

interface Props {
  profile: MemberProfile;
  options: RegistrationOptions;
  /** Beside the name: follow and the "more" menu (the message button arrives with chat). */
  actions?: ReactNode;
  /** Under the name: followers and following. */
  meta?: ReactNode;
  /** Under the head: their follow request to me, or my block of them. */
  notices?: ReactNode;
  /** I block them: only their name and the notice stay, not their details and photos. */
  withdrawn?: boolean;
  /** What they hide from me (and "Ask to see"), and my own reveals to them. */
  reveal?: ReactNode;
  /** "Their photos are private": a guest's invitation says it in its own words instead. */
  lockedNotice?: boolean;
}

/**
 * Another member's profile, read-only: the summary (photo, name, age, place, badges, presence and
 * the main action), her answers in her own words, then the details as folding sections of chips,
 * only what they filled in, and the media last.
 */
export function MemberProfileView({
  profile,
  options,
  actions,
  meta,
  notices,
  withdrawn = false,
  reveal,
  lockedNotice = true,
}: Props) {
  const labels = useProfileLabels(options);
  return (
    <article className="container section profile" aria-labelledby="profile-title">
      <ProfileHead profile={profile} labels={labels} titleId="profile-title" actions={actions} meta={meta} />
      {notices}
      {!withdrawn && (
        <>
          <ProfilePrompts prompts={profile.prompts} />
          <AboutMe text={profile.aboutMe} own={false} />
          <DetailChips profile={profile} labels={labels} />
          {lockedNotice && profile.mediaLocked && <LockedMediaNotice />}
          {reveal}
          <Album photos={profile.media.photos} labels={labels} />
          <VideoSection video={profile.media.video} />
          <MemberCvSection cv={profile.media.cv} />
        </>
      )}
    </article>
  );
}
