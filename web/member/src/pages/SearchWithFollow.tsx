import { SearchView } from '../features/search/components/SearchView';
import { CardMessageButton } from '../features/chat/components/CardMessageButton';
import { FollowButton } from '../features/social/components/FollowButton';

/**
 * The search, each found member's card with chat's message button (which opens the conversation
 * or says why not; for "follow first" the follow button is already beside it) and social's follow.
 */
export default function SearchWithFollow() {
  return (
    <SearchView
      renderFollow={({ gender = null, ...props }) => (
        <>
          <CardMessageButton
            memberId={props.memberId}
            name={props.name}
            gender={gender}
            describedBy={props.describedBy}
          />
          <FollowButton {...props} />
        </>
      )}
    />
  );
}
