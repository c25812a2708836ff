import { useTranslation } from 'react-i18next';
import type { ProfileMedia } from '@mawadda/contracts';
import { setImage } from '../api/set-image';
import { PendingReview } from './PendingReview';
import { RemoveMediaButton } from './RemoveMediaButton';
import { UploadControl } from './UploadControl';

const sendAvatar = setImage('avatar');
const sendCover = setImage('cover');

/** Changing (or removing) the profile image and the cover, under the head of one's own profile. */
export function HeadImageControls({ media, onChanged }: { media: ProfileMedia; onChanged: () => void }) {
  const { t } = useTranslation('profile');
  return (
    <div className="profile-head__controls">
      <div className="profile-head__control">
        <UploadControl
          id="avatar-upload"
          kind="avatar"
          send={sendAvatar}
          label={media.avatar ? t('images.changeAvatar') : t('images.addAvatar')}
          hintId="head-image-rules"
          onUploaded={onChanged}
        />
        {media.avatar && (
          <RemoveMediaButton
            kind="avatar"
            label={t('images.removeAvatar')}
            focusAfter="avatar-upload"
            onRemoved={onChanged}
          />
        )}
        {media.avatar?.moderation === 'pending' && <PendingReview what={t('moderation.avatarPending')} />}
      </div>
      <div className="profile-head__control">
        <UploadControl
          id="cover-upload"
          kind="cover"
          send={sendCover}
          label={media.cover ? t('images.changeCover') : t('images.addCover')}
          hintId="head-image-rules"
          onUploaded={onChanged}
        />
        {media.cover && (
          <RemoveMediaButton
            kind="cover"
            label={t('images.removeCover')}
            focusAfter="cover-upload"
            onRemoved={onChanged}
          />
        )}
        {media.cover?.moderation === 'pending' && <PendingReview what={t('moderation.coverPending')} />}
      </div>
      <p id="head-image-rules" className="field__hint profile-head__rules">
        {t('rules.image')}
      </p>
    </div>
  );
}
