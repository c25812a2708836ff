import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { BillingMe } from '@mawadda/contracts';
import { useAppState } from '../../../app/state';
import { fetchBillingMe } from '../api/fetch-billing-me';
import { billingKeys } from './billing-keys';

/**
 * The signed-in member's standing with billing (nothing is asked for a guest). Whatever this read
 * or an action answers also becomes the site's `isSubscrption` (spec §3), so the flag follows a
 * trial started, a plan paid, canceled or resumed, at once and on every page.
 */
export function useBillingMe() {
  const { state, dispatch } = useAppState();
  const signedIn = state.auth.isAuthenticated;
  const queryClient = useQueryClient();
  const me = useQuery({
    queryKey: billingKeys.me,
    queryFn: ({ signal }) => fetchBillingMe(signal),
    enabled: signedIn,
  });
  const active = me.data?.active;
  useEffect(() => {
    if (active !== undefined && active !== state.isSubscrption)
      dispatch({ type: 'subscription/changed', isSubscribed: active });
  }, [active, state.isSubscrption, dispatch]);
  /** An action's answer is the new standing: shown at once, without asking again. */
  const set = useCallback((next: BillingMe) => queryClient.setQueryData(billingKeys.me, next), [queryClient]);
  return { me, set, signedIn };
}
