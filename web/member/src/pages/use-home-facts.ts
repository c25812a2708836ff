import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { fetchMyVerification, MY_VERIFICATION_KEY } from '../features/badges/verification-api';
import { useBillingMe } from '../features/billing/hooks/use-billing-me';
import { useConversations } from '../features/chat/hooks/use-conversations';
import { fetchMyPreferences, hasWishes, MY_PREFERENCES_KEY } from '../lib/my-preferences';
import type { StepFacts } from '../features/home/lib/next-step';
import { useOwnProfile } from '../features/profile/hooks/use-profile-load';
import { useRevealRequests } from '../features/reveal/hooks/use-reveals';
import { fetchRequests } from '../features/social/api/fetch-requests';

/** A read as a fact: its value once in, null if it failed, undefined while it loads. */
const factOf = <T, F>(query: Pick<UseQueryResult<T>, 'data' | 'isError'>, map: (data: T) => F) =>
  query.data !== undefined ? map(query.data) : query.isError ? null : undefined;

/**
 * What a member's home reads, each from the feature that owns it (and its cache, so the pages
 * behind the links open with it): the facts for the next step, and the counts of what waits.
 */
export function useHomeFacts() {
  const { state: profile } = useOwnProfile();
  const preferences = useQuery({
    queryKey: MY_PREFERENCES_KEY,
    queryFn: ({ signal }) => fetchMyPreferences(signal),
  });
  const verification = useQuery({
    queryKey: MY_VERIFICATION_KEY,
    queryFn: ({ signal }) => fetchMyVerification(signal),
  });
  const billing = useBillingMe();
  const follow = useQuery({
    queryKey: ['social', 'requests', 'incoming', 'waiting'],
    queryFn: ({ signal }) => fetchRequests('incoming', null, signal),
  });
  const reveals = useRevealRequests();
  const { list: chats, conversations } = useConversations();

  const followCount = factOf(follow, (page) => page.items.length);
  const more = follow.data?.next != null;
  const revealCount = reveals.requests ? reveals.requests.length : reveals.failed ? null : undefined;
  const facts: StepFacts = {
    profile: profile.status === 'ready' ? profile.profile : profile.status === 'failed' ? null : undefined,
    hasWishes: factOf(preferences, hasWishes),
    verification: factOf(verification, (v) => ({
      verified: v.verified,
      phone: v.badges.phone,
      selfie: v.selfie.status,
    })),
    trialOffered: factOf(billing.me, (me) => me.trialAvailable && !me.active),
    requests:
      followCount === undefined || revealCount === undefined
        ? undefined
        : { follow: followCount ?? 0, reveal: revealCount ?? 0, more },
  };
  return {
    facts,
    profile: profile.status === 'ready' ? profile.profile : null,
    billing,
    waiting: {
      follow: followCount,
      moreFollow: more,
      reveal: revealCount,
      unread: factOf(chats, () => conversations.filter((c) => c.unread > 0).length),
    },
  };
}
