import { useAppState } from '../app/state';
import { PathLink } from '../features/match/components/PathLink';
import { CallsEverywhereSwitch } from '../features/calls/CallsEverywhereSwitch';
import { ChatListPage as ChatList } from '../features/chat/components/ChatListPage';
import { ChatListFrame } from '../features/member/components/ChatListFrame';

/** /profile/chat: my conversations; a guest learns what the page is for and is asked to log in. */
export function ChatListPage() {
  const { state } = useAppState();
  return state.auth.isAuthenticated ? (
    <>
      <ChatList rowExtra={(memberId) => <PathLink memberId={memberId} className="chat-row__path" />} />
      <CallsEverywhereSwitch />
    </>
  ) : (
    <ChatListFrame />
  );
}

export { ChatListPage as Component };
