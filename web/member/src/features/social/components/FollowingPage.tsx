import { FollowListPage } from './FollowListPage';

/** /profile/{id}/following: its own route module, so the list loads with its page. */
export function FollowingPage() {
  return <FollowListPage side="following" />;
}

export { FollowingPage as Component };
