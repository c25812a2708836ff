import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppState } from '../app/state';
import { useLocale } from '../routes/use-locale';
import { Logo } from './Logo';

/** Footer: the CMS footer links (menu category 3) and the brand line. */
export function Footer() {
  const { t } = useTranslation();
  const { state } = useAppState();
  const { locale, to } = useLocale();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__brand">
          <Logo withName />
          <p>{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.links')}>
          <ul className="site-footer__links">
            {state.menus.footer.map((item) => (
              <li key={item.id}>
                <Link to={to(item.link)}>{item.label[locale] || item.label.ar}</Link>
              </li>
            ))}
            {/* The success stories are the site's own page, not a cms one: always linked. */}
            <li>
              <Link to={to('/stories')}>{t('footer.stories')}</Link>
            </li>
          </ul>
        </nav>
        <p className="site-footer__copy">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
