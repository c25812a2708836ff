import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocale } from '../../../routes/use-locale';

/** On one's own profile: the way to "What I am looking for", private to the member. */
export function PreferencesLink() {
  const { t } = useTranslation('preferences');
  const { to } = useLocale();
  return (
    <section className="card profile-card social-links" aria-labelledby="preferences-link-title">
      <h2 id="preferences-link-title">{t('link.title')}</h2>
      <ul className="social-links__list">
        <li>
          <Link to={to('/profile/preferences')} aria-describedby="preferences-link-hint">
            {t('title')}
          </Link>
          <p id="preferences-link-hint">{t('link.hint')}</p>
        </li>
      </ul>
    </section>
  );
}
