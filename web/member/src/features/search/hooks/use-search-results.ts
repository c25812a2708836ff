import { useCallback, useEffect, useRef, useState } from 'react';
import type { MemberCard, Relationship, SearchCard } from '@mawadda/contracts';
import { ApiProblem, isAbortError } from '../../../lib/api';
import { fetchMemberCards } from '../../../lib/members/fetch-member-cards';
import { fetchRelationships } from '../../../lib/members/fetch-relationships';
import { searchMembers } from '../api/search-members';

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
export const isStaleCursor = (error: unknown) =>
  error instanceof ApiProblem && error.problem.messageKey === 'search.cursorInvalid';

/**
 * One page of results for `query` (the API's query string, null when invalid), then one cards
 * call for its members' photos. The photos are a nicety: if that call fails the results still
 * show, with placeholders. A stale cursor goes to `onStaleCursor` instead of an error.
 */
export function useSearchResults(query: string | null, onStaleCursor: (error: ApiProblem) => void) {
  const [state, setState] = useState<ResultsState>(
    query === null ? { status: 'invalid' } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  const stale = useRef(onStaleCursor);
  useEffect(() => {
    stale.current = onStaleCursor;
  });

  useEffect(() => {
    if (query === null) {
      setState({ status: 'invalid' });
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
    setState({ status: 'loading' });
    (async () => {
      const page = await searchMembers(new URLSearchParams(query), signal);
      const ids = page.items.map((item) => item.memberId);
      // Photos and follow states are extras: without them the page still shows, with
      // placeholders and no follow buttons.
      const orNothing = (error: unknown) => {
        if (isAbortError(error)) throw error;
        return [];
      };
      const [cards, relationships] = await Promise.all([
        fetchMemberCards(ids, signal).catch(orNothing),
        fetchRelationships(ids, signal).catch(orNothing),
      ]);
      setState({
        status: 'ready',
        items: page.items,
        cards: new Map(cards.map((card) => [card.memberId, card])),
        relationships: new Map(relationships.map((r) => [r.memberId, r])),
        next: page.next,
        prev: page.prev,
      });
    })().catch((error: unknown) => {
      if (isAbortError(error)) return;
      if (isStaleCursor(error)) return stale.current(error as ApiProblem);
      setState({ status: 'failed', error });
    });
    return () => controller.abort();
  }, [query, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  /** A follow button's action answered the new relationship: show it on that card. */
  const setRelationship = useCallback(
    (relationship: Relationship) =>
      setState((current) =>
        current.status === 'ready'
          ? {
              ...current,
              relationships: new Map(current.relationships).set(relationship.memberId, relationship),
            }
          : current,
      ),
    [],
  );
  return { state, retry, setRelationship };
}
