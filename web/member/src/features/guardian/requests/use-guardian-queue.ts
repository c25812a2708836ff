import { useQuery } from '@tanstack/react-query';
import { fetchGuardianRequests, fetchLinkedMembers } from './guardian-requests-api';

export const GUARDIAN_REQUESTS_KEY = ['guardian', 'requests'] as const;
export const GUARDIAN_MEMBERS_KEY = ['guardian', 'members'] as const;

/**
 * What waits for the guardian and whose guardian he is, under the keys both his home and his
 * requests page read, so a decision on one shows on the other.
 */
export function useGuardianQueue() {
  const requests = useQuery({
    queryKey: GUARDIAN_REQUESTS_KEY,
    queryFn: ({ signal }) => fetchGuardianRequests(signal),
  });
  const members = useQuery({
    queryKey: GUARDIAN_MEMBERS_KEY,
    queryFn: ({ signal }) => fetchLinkedMembers(signal),
  });
  return { requests, members };
}
