import { FollowListPage } from './FollowListPage';

/** /profile/{id}/followers: its own route module, so the list loads with its page. */
export function FollowersPage() {
  return <FollowListPage side="followers" />;
}

export { FollowersPage as Component };
