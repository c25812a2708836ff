import { useQuery } from '@tanstack/react-query';
import { matchStatsSchema } from '@mawadda/contracts';
import { api } from './api';

/**
 * Marriages both members confirmed on the site (match service, public), for the home's counter:
 * shown beside the figure staff write in the content, never added to it. Undefined while loading
 * or when the count cannot be read: the counter then shows the content's figure alone.
 */
export function useSiteMarriages(): number | undefined {
  const stats = useQuery({
    queryKey: ['match', 'stats'],
    queryFn: ({ signal }) => api('/match/stats', { schema: matchStatsSchema, signal }),
    staleTime: 5 * 60_000,
  });
  return stats.data?.marriages;
}
