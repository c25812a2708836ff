import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fetchRevealRequests } from '../api/reveal-requests';
import { fetchReveals } from '../api/reveals';

export const revealKeys = {
  mine: ['reveal', 'mine'] as const,
  requests: ['reveal', 'requests'] as const,
  privacy: ['reveal', 'privacy'] as const,
};

/** The members I revealed to, and a way to read them again after a change. */
export function useReveals() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: revealKeys.mine, queryFn: ({ signal }) => fetchReveals(signal) });
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: revealKeys.mine }),
    [queryClient],
  );
  return { reveals: query.data, failed: query.isError, refresh };
}

/** The requests to see mine that wait for my answer. */
export function useRevealRequests() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: revealKeys.requests,
    queryFn: ({ signal }) => fetchRevealRequests(signal),
  });
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: revealKeys.requests }),
    [queryClient],
  );
  return { requests: query.data, failed: query.isError, refresh };
}
