import { MessageCircle } from 'lucide-react';
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
      <MessageCircle className="site-header__chat-icon" aria-hidden="true" />
      <span className="site-header__chat-label">{t('nav.label')}</span>
      <LazyBadge>
        <UnreadBadge />
      </LazyBadge>
    </NavLink>
  );
}
