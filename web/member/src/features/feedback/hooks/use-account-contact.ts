import { useQuery } from '@tanstack/react-query';
import { useAppState } from '../../../app/state';
import { fetchMyAccount, MY_ACCOUNT_KEY } from '../../../lib/my-account';

/** The form's contact fields, as the account already knows them. */
export interface AccountContact {
  userName: string;
  email: string;
  mobile: string;
}

/**
 * A signed-in member's name, email and phone for the feedback form, so she does not type what we
 * know (a guest gets nothing and makes no call). A failed read leaves the form as a guest's.
 */
export function useAccountContact(): AccountContact | undefined {
  const { state } = useAppState();
  const account = useQuery({
    queryKey: MY_ACCOUNT_KEY,
    queryFn: ({ signal }) => fetchMyAccount(signal),
    enabled: state.auth.isAuthenticated,
    staleTime: 60_000,
  });
  if (!state.auth.isAuthenticated || !account.data) return undefined;
  const { fullName, email, phone } = account.data;
  return { userName: fullName, email: email ?? '', mobile: phone ?? '' };
}
