import { useTranslation } from 'react-i18next';

/** The honest state of a page not open yet: no spinner, no sample data, nothing to wait on. */
export function SoonNotice() {
  const { t } = useTranslation('member');
  return (
    <div className="notice notice--soon">
      <h2 className="notice__title">{t('soon.title')}</h2>
      <p>{t('soon.body')}</p>
    </div>
  );
}
