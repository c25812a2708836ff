import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocale } from '../../../routes/use-locale';

/**
 * A guest reading a private profile sees the first name, age and city only (services/profile
 * README: privacy). Say so, and show the way to the rest: signing in.
 */
export function LimitedProfileNotice() {
  const { t } = useTranslation('profile');
  const { to } = useLocale();
  return (
    <div className="notice notice--private" role="note">
      <h2 className="notice__title">{t('limited.title')}</h2>
      <p>{t('limited.body')}</p>
      <p>
        <Link className="button button--primary" to={to('/Auth/login')}>
          {t('limited.signIn')}
        </Link>
      </p>
    </div>
  );
}
