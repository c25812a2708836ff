import { useTranslation } from 'react-i18next';
import type { ProfileFile } from '@mawadda/contracts';
import { setFile } from '../api/set-file';
import { RemoveMediaButton } from './RemoveMediaButton';
import { UploadControl } from './UploadControl';

const sendVideo = setFile('video');

/** The member's video, played by the browser itself from its signed URL; upload and remove when own. */
export function VideoSection({ video, onChanged }: { video: ProfileFile | null; onChanged?: () => void }) {
  const { t } = useTranslation('profile');
  const own = Boolean(onChanged);
  if (!own && !video) return null;
  return (
    <section className="card profile-card" aria-labelledby="video-title">
      <h2 id="video-title" tabIndex={-1}>
        {t('video.title')}
      </h2>
      {video ? (
        <video
          className="profile-video"
          src={video.url}
          controls
          playsInline
          preload="metadata"
          aria-labelledby="video-title"
        >
          {t('video.unsupported')}
        </video>
      ) : (
        <p className="profile-empty">{t('video.empty')}</p>
      )}
      {own && (
        <div className="profile-card__actions">
          <UploadControl
            id="video-upload"
            kind="video"
            send={sendVideo}
            label={video ? t('video.replace') : t('video.add')}
            hint={t('rules.video')}
            onUploaded={() => onChanged?.()}
          />
          {video && (
            <RemoveMediaButton
              kind="video"
              label={t('video.remove')}
              focusAfter="video-title"
              onRemoved={() => onChanged?.()}
            />
          )}
        </div>
      )}
    </section>
  );
}
