import { Bell } from 'lucide-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useAppState } from '../../../app/state';
import { LazyBadge } from '../../../lib/LazyBadge';
import { useLocale } from '../../../routes/use-locale';
import '../notifications.css';

// Its own chunk: the count reads the notify contracts and the query, which a guest's first screen
// (the home page's bundle budget) must not wait for.
const BellBadge = lazy(() => import(/* after-paint */ './BellBadge').then((m) => ({ default: m.BellBadge })));

/**
 * The header's bell: the way to my notifications, with how many wait unread. Only for a signed-in
 * account; always in view beside the messages link. Its name reads "Notifications 3 unread".
 */
export function NotificationBell() {
  const { t } = useTranslation('notify');
  const { state } = useAppState();
  const { to } = useLocale();
  if (!state.auth.isAuthenticated) return null;
  return (
    <NavLink to={to('/notifications')} end className="site-header__chat site-header__bell">
      <Bell className="site-header__chat-icon" aria-hidden="true" />
      <span className="site-header__chat-label">{t('bell.label')}</span>
      <LazyBadge>
        <BellBadge />
      </LazyBadge>
    </NavLink>
  );
}
