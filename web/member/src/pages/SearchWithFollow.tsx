import { SearchView } from '../features/search/components/SearchView';
import { FollowButton } from '../features/social/components/FollowButton';

/** The search, each found member's card with the social feature's follow button. */
export default function SearchWithFollow() {
  return <SearchView renderFollow={(props) => <FollowButton {...props} />} />;
}
