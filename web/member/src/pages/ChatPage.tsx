import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import type { Relationship } from '@mawadda/contracts';
import { useAppState } from '../app/state';
import { PathLink } from '../features/match/components/PathLink';
import { ChatPage as Chat } from '../features/chat/components/ChatPage';
import { chatKeys } from '../features/chat/hooks/chat-keys';
import { CallButtons } from '../features/calls/CallButtons';
import { ChatFrame } from '../features/member/components/ChatFrame';
import { FollowButton } from '../features/social/components/FollowButton';
import { useRelationship } from '../features/social/hooks/use-relationship';

/**
 * The way forward when a private profile must be followed first: the social feature's follow
 * button, right in the conversation. Once they accept (or at once, if they made their profile
 * public meanwhile) the page asks again whether I may write.
 */
function FollowFirst({ memberId, name }: { memberId: string; name: string }) {
  const queryClient = useQueryClient();
  const { state, set } = useRelationship(memberId);
  if (state.status !== 'ready') return null;
  const changed = (next: Relationship) => {
    set(next);
    void queryClient.invalidateQueries({ queryKey: chatKeys.with(memberId) });
  };
  return (
    <FollowButton memberId={memberId} name={name} relationship={state.relationship} onChange={changed} />
  );
}

/**
 * /chat/:id: the chat feature's conversation for a signed-in member, with the social feature's
 * follow button as the way forward; a guest learns what the page is for and is asked to log in,
 * with the way back here.
 */
export function ChatPage() {
  const { state } = useAppState();
  const { id = '' } = useParams();
  if (!state.auth.isAuthenticated) return <ChatFrame />;
  return (
    <Chat
      key={id}
      memberId={id}
      renderFollow={(props) => <FollowFirst {...props} />}
      aside={<PathLink memberId={id} className="pair-path-link btn btn--ghost" />}
      renderCalls={(props) => <CallButtons {...props} />}
    />
  );
}

export { ChatPage as Component };
