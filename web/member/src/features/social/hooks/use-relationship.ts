import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Relationship } from '@mawadda/contracts';
import { fetchRelationship } from '../api/fetch-relationship';
import { socialKeys } from './social-keys';

export type RelationshipState =
  | { status: 'loading' }
  /** Not known (404: they block me or are gone; or the call failed): no social actions are offered. */
  | { status: 'unavailable' }
  | { status: 'ready'; relationship: Relationship };

/**
 * Where the signed-in member stands with another: the follow button, their request to me and my
 * block all read it, and every action answers the new one, which `set` puts in place.
 */
export function useRelationship(memberId: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: socialKeys.relationship(memberId),
    queryFn: ({ signal }) => fetchRelationship(memberId, signal),
  });

  const set = useCallback(
    (relationship: Relationship) => queryClient.setQueryData(socialKeys.relationship(memberId), relationship),
    [queryClient, memberId],
  );
  /** Ask again: an answer showed that what is on screen is out of date (a request already withdrawn). */
  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: socialKeys.relationship(memberId) }),
    [queryClient, memberId],
  );
  const state: RelationshipState = query.data
    ? { status: 'ready', relationship: query.data }
    : query.isError
      ? { status: 'unavailable' }
      : { status: 'loading' };
  return { state, set, reload };
}
