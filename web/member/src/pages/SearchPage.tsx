import { SearchPage as Search } from '../features/search/components/SearchPage';
import { FollowButton } from '../features/social/components/FollowButton';

/** /search: the search feature's page, each found member with the social feature's follow button. */
export function SearchPage() {
  return <Search renderFollow={(props) => <FollowButton {...props} />} />;
}

export { SearchPage as Component };
