import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useAppState } from '../../../app/state';
import { LazyBadge } from '../../../lib/LazyBadge';
import { useLocale } from '../../../routes/use-locale';

// Its own chunk: the count reads the chat contracts and the socket, which the first screen (a
// guest's home page, the bundle budget of `npm run bench`) must not wait for.
const UnreadBadge = lazy(() => import(/* after-paint */ './UnreadBadge').then((m) => ({ default: m.UnreadBadge })));

/**
 * The header's way to my conversations, with how many messages wait for me. Only for a signed-in
 * member; always in view (on a phone beside the menu button, not inside it).
 */
export function ChatNavLink() {
  const { t } = useTranslation('chat');
  const { state } = useAppState();
  const { to } = useLocale();
  if (!state.auth.isAuthenticated) return null;
  return (
    <NavLink to={to('/profile/chat')} className="site-header__chat">
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="site-header__chat-icon">
        <path
          d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A2.5 2.5 0 0 1 3 13.5z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinejoin="round"
        />
      </svg>
      <span className="site-header__chat-label">{t('nav.label')}</span>
      <LazyBadge>
        <UnreadBadge />
      </LazyBadge>
    </NavLink>
  );
}
