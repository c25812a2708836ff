import { useCallback, useEffect, useState } from 'react';
import type { Relationship } from '@mawadda/contracts';
import { fetchRelationship } from '../api/fetch-relationship';
import { isAbortError } from '../../../lib/api';

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
  const [state, setState] = useState<RelationshipState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchRelationship(memberId, controller.signal).then(
      (relationship) => setState({ status: 'ready', relationship }),
      (error: unknown) => {
        if (!isAbortError(error)) setState({ status: 'unavailable' });
      },
    );
    return () => controller.abort();
  }, [memberId, attempt]);

  const set = useCallback((relationship: Relationship) => setState({ status: 'ready', relationship }), []);
  /** Ask again: an answer showed that what is on screen is out of date (a request already withdrawn). */
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, set, reload };
}
