import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocale } from '../../../routes/use-locale';

/**
 * How to reach the team. Only ways that really exist are listed: the form (answered by email),
 * the complaints and suggestions form, and the FAQ; no phone number or address is invented.
 */
export function ContactWays() {
  const { t } = useTranslation('feedback');
  const { to } = useLocale();
  return (
    <aside className="contact-ways" aria-labelledby="contact-ways-title">
      <h2 id="contact-ways-title">{t('ways.title')}</h2>
      <ul className="contact-ways__list">
        <li>
          <h3>{t('ways.form.title')}</h3>
          <p>{t('ways.form.body')}</p>
        </li>
        <li>
          <h3>{t('ways.complaints.title')}</h3>
          <p>{t('ways.complaints.body')}</p>
          <Link to={to('/submitting-complaints-and-suggestions')}>{t('ways.complaints.link')}</Link>
        </li>
        <li>
          <h3>{t('ways.faq.title')}</h3>
          <p>{t('ways.faq.body')}</p>
          <Link to={to('/faq')}>{t('ways.faq.link')}</Link>
        </li>
      </ul>
    </aside>
  );
}
