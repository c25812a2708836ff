import { useTranslation } from 'react-i18next';
import { XLSX_MIME_TYPE, type ProfileFile } from '@mawadda/contracts';
import { useLocale } from '../../../routes/use-locale';
import { setFile } from '../api/set-file';
import { formatSize } from '../../../lib/format';
import { RemoveMediaButton } from './RemoveMediaButton';
import { UploadControl } from './UploadControl';

const sendCv = setFile('cv');

/** The CV (spec §3): a link that opens it, its kind and size; upload and remove when own. */
export function CvSection({ cv, onChanged }: { cv: ProfileFile | null; onChanged?: () => void }) {
  const { t } = useTranslation('profile');
  const { locale } = useLocale();
  const own = Boolean(onChanged);
  if (!own && !cv) return null;
  const kind = (type: string) =>
    type === 'application/pdf' ? 'PDF' : type === XLSX_MIME_TYPE ? 'XLSX' : t('cv.image');
  return (
    <section className="card profile-card" aria-labelledby="cv-title">
      <h2 id="cv-title" tabIndex={-1}>
        {t('cv.title')}
      </h2>
      {cv ? (
        <p className="profile-cv">
          <a href={cv.url} target="_blank" rel="noopener noreferrer">
            {t('cv.open')}
            <span className="visually-hidden"> {t('newTab')}</span>
          </a>{' '}
          <span className="field__hint">
            {t('cv.details', { kind: kind(cv.contentType), size: formatSize(cv.size, locale) })}
          </span>
        </p>
      ) : (
        <p className="profile-empty">{t('cv.empty')}</p>
      )}
      {own && (
        <div className="profile-card__actions">
          <UploadControl
            id="cv-upload"
            kind="cv"
            send={sendCv}
            label={cv ? t('cv.replace') : t('cv.add')}
            hint={t('rules.cv')}
            onUploaded={() => onChanged?.()}
          />
          {cv && (
            <RemoveMediaButton
              kind="cv"
              label={t('cv.remove')}
              focusAfter="cv-title"
              onRemoved={() => onChanged?.()}
            />
          )}
        </div>
      )}
    </section>
  );
}
