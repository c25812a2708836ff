import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppState } from '../app/state';
import { CallsEverywhereSwitch } from '../features/calls/CallsEverywhereSwitch';
import { ChatListPage as ChatList } from '../features/chat/components/ChatListPage';
import { ChatListFrame } from '../features/member/components/ChatListFrame';
import { useLocale } from '../routes/use-locale';

/** Each conversation's way to our path toward nikah with that member (match feature). */
function PathLink({ memberId }: { memberId: string }) {
  const { t } = useTranslation('match');
  const { to } = useLocale();
  return (
    <Link className="chat-row__path" to={to(`/path/${memberId}`)}>
      {t('link')}
    </Link>
  );
}

/** /profile/chat: my conversations; a guest learns what the page is for and is asked to log in. */
export function ChatListPage() {
  const { state } = useAppState();
  return state.auth.isAuthenticated ? (
    <>
      <ChatList rowExtra={(memberId) => <PathLink memberId={memberId} />} />
      <CallsEverywhereSwitch />
    </>
  ) : (
    <ChatListFrame />
  );
}

export { ChatListPage as Component };
