import { useQuery } from '@tanstack/react-query';
import type { CompatibilityView } from '@mawadda/contracts';
import { ApiProblem } from '../../../lib/api';
import { fetchPairCompatibility } from '../api/pair-compatibility';

export const pairCompatibilityKey = (memberId: string) => ['search', 'compatibility', memberId] as const;

/** Search will not weigh this pair: she is not shown to me (404), or my own answers are missing (422). */
const notWeighed = (error: unknown) =>
  error instanceof ApiProblem && (error.status === 404 || error.status === 422);

/**
 * How I and the member fit, for her profile page: the view once read, null when search does not
 * weigh the pair, undefined while it loads or when the read failed (the profile shows without it).
 */
export function usePairCompatibility(memberId: string): CompatibilityView | null | undefined {
  const query = useQuery({
    queryKey: pairCompatibilityKey(memberId),
    queryFn: async ({ signal }) => {
      try {
        return await fetchPairCompatibility(memberId, signal);
      } catch (error) {
        if (notWeighed(error)) return null;
        throw error;
      }
    },
  });
  return query.data;
}
