import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { GALLERY_MAX_PHOTOS, type ProfileImage } from '@mawadda/contracts';
import { addPhoto } from '../api/add-photo';
import { deletePhoto } from '../api/delete-photo';
import { useRemoval } from '../hooks/use-removal';
import { formatNumber } from '../../../lib/format';
import type { ProfileLabels } from '../../../lib/reference/use-profile-labels';
import { ProfilePicture } from '../../../lib/members/ProfilePicture';
import { PendingReview } from './PendingReview';
import { UploadControl } from './UploadControl';

interface Props {
  photos: ProfileImage[];
  labels: ProfileLabels;
  /** Own album: upload and delete; the page reloads the profile after each change. */
  onChanged?: () => void;
}

/** The photo album (spec §2): a grid of photos, with upload and delete on one's own profile. */
export function Album({ photos, labels, onChanged }: Props) {
  const { t } = useTranslation('profile');
  const remove = useRemoval();
  const heading = useRef<HTMLHeadingElement>(null);
  const own = Boolean(onChanged);
  if (!own && photos.length === 0) return null;
  const n = (x: number) => formatNumber(x, labels.locale);
  const full = photos.length >= GALLERY_MAX_PHOTOS;

  const onDelete = async (photo: ProfileImage) => {
    if (!(await remove(() => deletePhoto(photo.id), 'image'))) return;
    onChanged?.();
    // The pressed button goes with its photo; the album's heading keeps the member's place.
    heading.current?.focus();
  };

  return (
    <section className="card profile-card album" aria-labelledby="album-title">
      <div className="profile-card__head">
        <h2 id="album-title" ref={heading} tabIndex={-1}>
          {t('album.title')}
        </h2>
        {own && (
          <span className="profile-card__count">
            {t('album.count', { used: n(photos.length), max: n(GALLERY_MAX_PHOTOS) })}
          </span>
        )}
      </div>
      {photos.length === 0 ? (
        <p className="profile-empty">{t('album.empty')}</p>
      ) : (
        <ul className="album__grid">
          {photos.map((photo, i) => (
            <li key={photo.id} className="album__item">
              <ProfilePicture
                image={photo}
                className="album__photo"
                sizes="(min-width: 64rem) 16rem, (min-width: 40rem) 30vw, 50vw"
                alt={t('album.photo', { n: n(i + 1), total: n(photos.length) })}
              />
              {own && photo.moderation === 'pending' && <PendingReview />}
              {own && (
                <button
                  type="button"
                  className="btn btn--ghost album__delete"
                  onClick={() => void onDelete(photo)}
                >
                  {t('album.delete', { n: n(i + 1) })}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {own &&
        (full ? (
          <p className="field__hint">{t('album.full', { max: n(GALLERY_MAX_PHOTOS) })}</p>
        ) : (
          <UploadControl
            id="album-upload"
            kind="photo"
            send={addPhoto}
            label={t('album.add')}
            hint={t('rules.image')}
            onUploaded={() => onChanged?.()}
          />
        ))}
    </section>
  );
}
