import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useRef } from 'react';
import type { MemberCard, Relationship, SearchCard } from '@mawadda/contracts';
import { ApiProblem } from '../../../lib/api';
import { searchMembers } from '../api/search-members';
import { loadCardExtras } from '../lib/card-extras';

export type ResultsState =
  /** The URL's filters break the contract's rules: nothing was sent. */
  | { status: 'invalid' }
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | {
      status: 'ready';
      items: SearchCard[];
      /** The profile service's cards of the page's members (photos), by member id. */
      cards: ReadonlyMap<string, MemberCard>;
      /** Where I stand with each of them (the follow buttons), by member id. */
      relationships: ReadonlyMap<string, Relationship>;
      next: string | null;
      prev: string | null;
    };

/** A cursor the API no longer accepts (another sort's, forged, or from an old link). */
export const isStaleCursor = (error: unknown): error is ApiProblem =>
  error instanceof ApiProblem && error.problem.messageKey === 'search.cursorInvalid';

type Ready = Extract<ResultsState, { status: 'ready' }>;

const searchKey = (query: string | null) => ['search', 'members', query] as const;

/** A page of results, then its members' photos and follow states in parallel. */
async function loadPage(query: string, signal: AbortSignal): Promise<Ready> {
  const page = await searchMembers(new URLSearchParams(query), signal);
  const extras = await loadCardExtras(
    page.items.map((item) => item.memberId),
    signal,
  );
  return { status: 'ready', items: page.items, ...extras, next: page.next, prev: page.prev };
}

/**
 * One page of results for `query` (the API's query string, null when invalid), with its members'
 * photos and follow states. The photos are a nicety: if that call fails the results still show,
 * with placeholders. A stale cursor goes to `onStaleCursor` instead of an error.
 */
export function useSearchResults(query: string | null, onStaleCursor: (error: ApiProblem) => void) {
  const queryClient = useQueryClient();
  const results = useQuery({
    queryKey: searchKey(query),
    // An invalid URL sends nothing: the filters say what to correct.
    queryFn: query === null ? skipToken : ({ signal }) => loadPage(query, signal),
  });
  const stale = useRef(onStaleCursor);
  useEffect(() => {
    stale.current = onStaleCursor;
  });
  const staleCursor = isStaleCursor(results.error) ? results.error : null;
  useEffect(() => {
    if (staleCursor) stale.current(staleCursor);
  }, [staleCursor]);

  const { refetch } = results;
  const retry = useCallback(() => void refetch(), [refetch]);
  /** A follow button's action answered the new relationship: show it on that card. */
  const setRelationship = useCallback(
    (relationship: Relationship) =>
      queryClient.setQueryData<Ready>(searchKey(query), (current) =>
        current
          ? {
              ...current,
              relationships: new Map(current.relationships).set(relationship.memberId, relationship),
            }
          : current,
      ),
    [queryClient, query],
  );

  // A page of cards is drawn in a deferred render, which React does in slices the browser can
  // interrupt: the query's own update is synchronous (a store), and the cards with their buttons
  // would be one long task in it.
  const data = useDeferredValue(results.data);
  const state: ResultsState =
    query === null
      ? { status: 'invalid' }
      : data
        ? data
        : results.isError && !results.isFetching && !staleCursor
          ? { status: 'failed', error: results.error }
          : { status: 'loading' };
  return { state, retry, setRelationship };
}
