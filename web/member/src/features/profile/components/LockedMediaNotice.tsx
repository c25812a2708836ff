import { useTranslation } from 'react-i18next';

/**
 * Said calmly, without a padlock drama: the member chose to keep their photos for the members
 * they accept; nothing is wrong and nothing is hidden from the viewer in particular.
 */
export function LockedMediaNotice() {
  const { t } = useTranslation('profile');
  return (
    <div className="notice notice--private" role="note">
      <h2 className="notice__title">{t('locked.title')}</h2>
      <p>{t('locked.body')}</p>
    </div>
  );
}
