import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnProfile } from '@mawadda/contracts';
import type { RegistrationOptions } from '../../../lib/reference/registration-options';
import { useProfileLabels } from '../../../lib/reference/use-profile-labels';
import { AboutMe } from './AboutMe';
import { AccountSection } from './AccountSection';
import { Album } from './Album';
import { CompletenessCard } from './CompletenessCard';
import { CvSection } from './CvSection';
import { DetailChips } from './DetailChips';
import { ProfileEditForm } from './edit/ProfileEditForm';
import { PromptsEditor } from './edit/PromptsEditor';
import { HeadImageControls } from './HeadImageControls';
import { ModerationNotices } from './ModerationNotices';
import { ProfileHead } from './ProfileHead';
import { ProfilePrompts } from './ProfilePrompts';
import { VideoSection } from './VideoSection';
import { VisibilitySwitch } from './VisibilitySwitch';

interface Props {
  profile: OwnProfile;
  options: RegistrationOptions;
  /** A newer profile from the API (a save answers with it). */
  onReplace: (profile: OwnProfile) => void;
  /** Ask the API again (after an upload or a deletion, for media and completeness). */
  onRefresh: () => void;
  /** Under the name: followers and following (the page brings them from the social feature). */
  meta?: ReactNode;
  /** Before the account section: the ways to one's requests and blocks (social feature). */
  links?: ReactNode;
}

/**
 * The member's own profile in view mode or edit mode (spec §2). View mode reads as others see her
 * (the public page's summary, answers and folding sections of chips), each part with its edit
 * action. The head and completeness stay in both; edit mode swaps the details for the form.
 * Leaving edit mode gives focus back to "Edit".
 */
export function OwnProfileView({ profile, options, onReplace, onRefresh, meta, links }: Props) {
  const { t } = useTranslation('profile');
  const labels = useProfileLabels(options);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  useLayoutEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  const openEdit = () => setEditing(true);
  const closeEdit = () => {
    refocus.current = true;
    setEditing(false);
  };

  return (
    <article className="container section profile" aria-labelledby="profile-title">
      <ProfileHead
        profile={profile}
        labels={labels}
        titleId="profile-title"
        meta={meta}
        actions={
          !editing && (
            <button
              ref={editButton}
              type="button"
              className="btn btn--primary"
              onClick={() => setEditing(true)}
            >
              {t('edit')}
            </button>
          )
        }
      >
        <HeadImageControls media={profile.media} onChanged={onRefresh} />
      </ProfileHead>
      {/* The number others' screens show on my photos' watermark. */}
      <p className="field__hint profile-member-no">{t('memberNo', { no: profile.memberNo })}</p>
      <CompletenessCard
        profile={profile}
        labels={labels}
        onComplete={editing ? undefined : () => setEditing(true)}
      />
      {editing ? (
        <>
          <PromptsEditor profile={profile} onSaved={onReplace} />
          <ProfileEditForm
            profile={profile}
            options={options}
            labels={labels}
            onSaved={(saved) => {
              onReplace(saved);
              closeEdit();
            }}
            onClose={closeEdit}
          />
        </>
      ) : (
        <>
          <ModerationNotices notices={profile.moderationNotices} onChanged={onRefresh} />
          {/* What I last wrote, reviewed or not: the editor marks what waits. */}
          <ProfilePrompts prompts={profile.promptsPending ?? profile.prompts} onEdit={openEdit} />
          <AboutMe text={profile.aboutMe} pending={profile.aboutMePending} own />
          <DetailChips profile={profile} labels={labels} onEdit={openEdit} />
          <Album photos={profile.media.photos} labels={labels} onChanged={onRefresh} />
          <VideoSection video={profile.media.video} onChanged={onRefresh} />
          <CvSection cv={profile.media.cv} onChanged={onRefresh} />
          <VisibilitySwitch visibility={profile.visibility} onSaved={onReplace} />
          {links}
          <AccountSection />
        </>
      )}
    </article>
  );
}
