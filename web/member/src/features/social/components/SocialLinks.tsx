import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocale } from '../../../routes/use-locale';

/** On one's own profile: the way to follow requests and to the members one blocks. */
export function SocialLinks() {
  const { t } = useTranslation('social');
  const { to } = useLocale();
  return (
    <section className="card profile-card social-links" aria-labelledby="social-links-title">
      <h2 id="social-links-title">{t('links.title')}</h2>
      <ul className="social-links__list">
        <li>
          <Link to={to('/profile/requests')} aria-describedby="social-links-requests">
            {t('links.requests')}
          </Link>
          <p id="social-links-requests">{t('links.requestsHint')}</p>
        </li>
        <li>
          <Link to={to('/profile/blocked')} aria-describedby="social-links-blocked">
            {t('links.blocked')}
          </Link>
          <p id="social-links-blocked">{t('links.blockedHint')}</p>
        </li>
      </ul>
    </section>
  );
}
