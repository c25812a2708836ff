import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocale } from '../../../routes/use-locale';

/** On one's own profile: the way to hidden media, reveals, requests, and who saw what. */
export function PrivacyLinks() {
  const { t } = useTranslation('reveal');
  const { to } = useLocale();
  return (
    <section className="card profile-card social-links" aria-labelledby="privacy-links-title">
      <h2 id="privacy-links-title">{t('links.title')}</h2>
      <ul className="social-links__list">
        <li>
          <Link to={to('/profile/privacy')} aria-describedby="privacy-links-privacy">
            {t('privacy.title')}
          </Link>
          <p id="privacy-links-privacy">{t('links.privacyHint')}</p>
        </li>
        <li>
          <Link to={to('/profile/privacy/views')} aria-describedby="privacy-links-views">
            {t('views.title')}
          </Link>
          <p id="privacy-links-views">{t('links.viewsHint')}</p>
        </li>
      </ul>
    </section>
  );
}
