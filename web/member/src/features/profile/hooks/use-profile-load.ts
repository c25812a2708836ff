import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { registrationOptions, type RegistrationOptions } from '../../../lib/reference/registration-options';
import { fetchMemberProfile } from '../api/fetch-member-profile';
import { loadOwnProfile } from './load-own-profile';

export type LoadState<P> =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; profile: P; options: RegistrationOptions };

/** The profile reads in the query cache: a save or an upload puts or asks again under these keys. */
export const profileKeys = {
  own: ['profile', 'me'] as const,
  member: (memberId: string) => ['profile', 'member', memberId] as const,
};

/**
 * A profile with the reference lists that name its places. `replace` swaps in a newer profile
 * (after a save); `refresh` asks again quietly, keeping the page on screen (a failed quiet refresh
 * leaves what is shown); `retry` asks again after a failure.
 */
function useProfileLoad<P>(
  queryKey: readonly unknown[],
  load: (signal: AbortSignal) => Promise<P>,
  refetchIntervalMs?: number,
) {
  const queryClient = useQueryClient();
  const profile = useQuery({
    queryKey,
    queryFn: ({ signal }) => load(signal),
    ...(refetchIntervalMs && {
      refetchInterval: refetchIntervalMs,
      refetchIntervalInBackground: false,
      refetchOnWindowFocus: 'always' as const,
    }),
  });

  const replace = useCallback((next: P) => queryClient.setQueryData(queryKey, next), [queryClient, queryKey]);
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey, exact: true }),
    [queryClient, queryKey],
  );
  const { refetch: refetchProfile } = profile;
  const retry = useCallback(() => void refetchProfile(), [refetchProfile]);

  const state: LoadState<P> =
    profile.data !== undefined
      ? { status: 'ready', profile: profile.data, options: registrationOptions }
      : profile.isError && !profile.isFetching
        ? { status: 'failed', error: profile.error }
        : { status: 'loading' };
  return { state, replace, refresh, retry };
}

/** My own profile (waiting a moment for a brand-new one: see loadOwnProfile). */
export const useOwnProfile = () => useProfileLoad(profileKeys.own, loadOwnProfile);

/**
 * Read again every 15 s while the tab is visible, and on focus: a revoked reveal or a
 * newly hidden photo leaves an open page within seconds, since the images live only in the URLs
 * of the latest read (none is kept in React state) and the server answers old URLs 404.
 */
export const MEMBER_PROFILE_REFRESH_MS = 15_000;

/** Another member's profile as I may see it. */
export function useMemberProfile(memberId: string) {
  const key = useMemo(() => profileKeys.member(memberId), [memberId]);
  const load = useCallback((signal: AbortSignal) => fetchMemberProfile(memberId, signal), [memberId]);
  return useProfileLoad(key, load, MEMBER_PROFILE_REFRESH_MS);
}
