import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Relationship, SuggestionList } from '@mawadda/contracts';
import { ApiProblem } from '../../../lib/api';
import { fetchSuggestions, fetchWardSuggestions } from '../api/suggestions';
import { loadCardExtras, type CardExtras } from '../lib/card-extras';

/** The day's suggestions with their members' photos (and, for my own, where I stand with each). */
export interface LoadedSuggestions extends CardExtras {
  list: SuggestionList;
}

export const suggestionKeys = {
  mine: ['search', 'suggestions', 'mine'] as const,
  ward: (memberId: string) => ['search', 'suggestions', 'ward', memberId] as const,
};

async function withExtras(
  list: SuggestionList,
  signal: AbortSignal,
  relationships: boolean,
): Promise<LoadedSuggestions> {
  const ids = list.items.map((s) => s.card.memberId);
  return { list, ...(await loadCardExtras(ids, signal, { relationships })) };
}

/**
 * My suggestions of the day. `remove` takes a passed one off the list, `interested` marks one
 * whose member I showed interest in, with where I now stand with them.
 */
export function useSuggestions() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: suggestionKeys.mine,
    queryFn: async ({ signal }) => withExtras(await fetchSuggestions(signal), signal, true),
  });
  const update = useCallback(
    (change: (current: LoadedSuggestions) => LoadedSuggestions) =>
      queryClient.setQueryData<LoadedSuggestions>(suggestionKeys.mine, (current) =>
        current ? change(current) : current,
      ),
    [queryClient],
  );
  const remove = useCallback(
    (memberId: string) =>
      update((current) => ({
        ...current,
        list: { ...current.list, items: current.list.items.filter((s) => s.card.memberId !== memberId) },
      })),
    [update],
  );
  const interested = useCallback(
    (relationship: Relationship) =>
      update((current) => ({
        ...current,
        list: {
          ...current.list,
          items: current.list.items.map((s) =>
            s.card.memberId === relationship.memberId ? { ...s, state: 'interested' } : s,
          ),
        },
        relationships: new Map(current.relationships).set(relationship.memberId, relationship),
      })),
    [update],
  );
  return { query, remove, interested };
}

/**
 * A ward's suggestions of the day, read-only for her guardian; null while she does not share her
 * matchmaking with him (the API answers 404 then, as for a member who is not his ward).
 */
export function useWardSuggestions(memberId: string) {
  return useQuery({
    queryKey: suggestionKeys.ward(memberId),
    queryFn: async ({ signal }): Promise<LoadedSuggestions | null> => {
      try {
        return await withExtras(await fetchWardSuggestions(memberId, signal), signal, false);
      } catch (error) {
        if (error instanceof ApiProblem && error.status === 404) return null;
        throw error;
      }
    },
  });
}
