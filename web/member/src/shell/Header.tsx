import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import type { CmsMenuItem } from '@mawadda/contracts/cms-content';
import type { Locale } from '@mawadda/contracts/locale';
import { useAppState } from '../app/state';
import { LogoutButton } from '../features/auth/components/LogoutButton';
import { ChatNavLink } from '../features/chat/components/ChatNavLink';
import { NotificationBell } from '../features/notifications/components/NotificationBell';
import { useLocale } from '../routes/use-locale';
import { roleOf } from '../features/guardian/role';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';

/** Menu links a guardian account has no use for (members' search, plans). */
const GUARDIAN_HIDDEN = ['/search', '/subscription'];

/** Site header: brand, the CMS main menu (category 1) with its "About" group (menu 2), language, session. */
export function Header() {
  const { t } = useTranslation();
  const { state } = useAppState();
  const { locale, to } = useLocale();
  // Open for one location only: any navigation (a link, back, a redirect) gives a new key and so
  // closes it, with no effect to run after the new page has drawn under an open menu.
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;
  const setOpen = (next: boolean) => setOpenAt(next ? key : null);
  const label = (l: Record<Locale, string>) => l[locale] || l.ar;
  const guardian = roleOf(state.token) === 'guardian';
  // A guardian neither searches nor subscribes: the menu leaves out what he cannot use.
  const shown = (item: CmsMenuItem) => !guardian || !GUARDIAN_HIDDEN.includes(item.link);
  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <Link to={to('/')} className="site-header__brand" aria-label={t('brand')}>
          <Logo withName />
        </Link>
        {/* Always in view, on a phone too: new messages and notifications should not hide behind the menu button. */}
        {!guardian && (
          <>
            <ChatNavLink />
            <NotificationBell />
          </>
        )}
        <button
          type="button"
          className="site-header__toggle"
          aria-expanded={open}
          aria-controls="main-nav"
          onClick={() => setOpen(!open)}
        >
          <span className="visually-hidden">{t('nav.menu')}</span>
          {open ? (
            <X className="site-header__toggle-icon" aria-hidden="true" />
          ) : (
            <Menu className="site-header__toggle-icon" aria-hidden="true" />
          )}
        </button>
        <nav
          id="main-nav"
          className={`site-nav ${open ? 'site-nav--open' : ''}`}
          aria-label={t('nav.main')}
          // A link to the page already shown makes no new location: close on its click too (not
          // on the "More" group's summary, which only unfolds).
          onClick={(e) => {
            if ((e.target as Element).closest('a')) setOpen(false);
          }}
        >
          <ul className="site-nav__list">
            {state.menus.header.filter(shown).map((item) => (
              <li key={item.id}>
                <NavLink to={to(item.link)} end={item.link === '/'}>
                  {label(item.label)}
                </NavLink>
              </li>
            ))}
            {state.menus.about.some(shown) && (
              <li className="site-nav__group">
                <details>
                  <summary>{t('nav.more')}</summary>
                  <ul>
                    {state.menus.about.filter(shown).map((item) => (
                      <li key={item.id}>
                        <NavLink to={to(item.link)}>{label(item.label)}</NavLink>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            )}
          </ul>
        </nav>
        <div className="site-header__actions">
          <LanguageSwitcher />
          {guardian ? (
            // A guardian's one page beside home: his requests.
            <>
              <Link to={to('/guardian/requests')} className="btn btn--ghost">
                {t('link.requests', { ns: 'guardian' })}
              </Link>
              <LogoutButton />
            </>
          ) : state.auth.isAuthenticated ? (
            <>
              <Link to={to('/profile')} className="btn btn--ghost">
                {t('nav.profile')}
              </Link>
              <LogoutButton />
            </>
          ) : (
            <>
              <Link to={to('/Auth/login')} className="btn btn--ghost">
                {t('nav.login')}
              </Link>
              <Link to={to('/Auth/register')} className="btn btn--primary">
                {t('nav.register')}
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
