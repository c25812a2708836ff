import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../routes/use-locale';
import type { Sending } from '../hooks/use-upload';
import { formatPercent } from '../../../lib/format';

/** The file on its way: a preview of the image, its name, and a real progress bar. */
export function UploadProgress({ id, sending }: { id: string; sending: Sending }) {
  const { t } = useTranslation('profile');
  const { locale } = useLocale();
  const percent = Math.round(sending.progress * 100);
  return (
    <div className="upload-progress">
      {sending.preview && (
        <img className="upload-progress__preview" src={sending.preview} alt={t('upload.preview')} />
      )}
      <div className="upload-progress__body">
        <span id={`${id}-progress`} role="status" className="upload-progress__name">
          {t('upload.sending', { name: sending.name })}
        </span>
        <div className="upload-progress__bar">
          <progress max={100} value={percent} aria-labelledby={`${id}-progress`} />
          <span aria-hidden="true">{formatPercent(percent, locale)}</span>
        </div>
      </div>
    </div>
  );
}
