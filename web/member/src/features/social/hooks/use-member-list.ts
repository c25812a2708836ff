import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { MemberCard } from '@mawadda/contracts';
import { ApiProblem } from '../../../lib/api';
import { registrationOptions, type RegistrationOptions } from '../../../lib/reference/registration-options';
import { fetchMemberCards } from '../../../lib/members/fetch-member-cards';
import { withCursor } from '../../../lib/cursor-param';

export interface ListPage<E> {
  items: E[];
  next: string | null;
  prev: string | null;
}

/**
 * One row: the list's entry (request, follow, block) and the member it names. `card` is null only
 * in lists that keep hidden members (see `keepHidden`).
 */
export interface MemberRow<E> {
  entry: E;
  card: MemberCard | null;
}

export type MemberListState<E> =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | {
      status: 'ready';
      rows: MemberRow<E>[];
      next: string | null;
      prev: string | null;
      options: RegistrationOptions;
      /** The card of `subjectId` (whose list this is), when asked for and visible. */
      subject: MemberCard | undefined;
    };

interface ListOptions<E> {
  /** Which list this is (its place in the query cache), e.g. `['blocks']`, `['followers', id]`. */
  list: readonly unknown[];
  load: (cursor: string | null, signal: AbortSignal) => Promise<ListPage<E>>;
  cursor: string | null;
  /** Whose list this is, when their card is wanted too (the page's title). */
  subjectId?: string;
  /** Keep the rows of members hidden from me (the blocked list: my block can still be lifted). */
  keepHidden?: boolean;
}

type Page<E> = Omit<Extract<MemberListState<E>, { status: 'ready' }>, 'status' | 'options'>;

/**
 * One page of a social list, then one cards call for all its members. Entries without a card
 * (blocked me, erased) are left out. A cursor the API did not write (an old bookmark) sends the
 * reader to the newest page rather than to an error.
 */
export function useMemberList<E extends { memberId: string }>({
  list,
  load,
  cursor,
  subjectId,
  keepHidden = false,
}: ListOptions<E>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const queryKey = ['social', 'list', ...list, cursor, subjectId ?? null];
  const page = useQuery({
    queryKey,
    queryFn: async ({ signal }): Promise<Page<E>> => {
      const answer = await load(cursor, signal);
      const ids = [...new Set([...(subjectId ? [subjectId] : []), ...answer.items.map((e) => e.memberId)])];
      const cards = new Map((await fetchMemberCards(ids, signal)).map((c) => [c.memberId, c]));
      const rows = answer.items.flatMap((entry) => {
        const card = cards.get(entry.memberId);
        return card || keepHidden ? [{ entry, card: card ?? null }] : [];
      });
      const subject = subjectId ? cards.get(subjectId) : undefined;
      return { rows, next: answer.next, prev: answer.prev, subject };
    },
  });

  const badCursor = cursor !== null && page.error instanceof ApiProblem && page.error.status === 400;
  useEffect(() => {
    if (badCursor)
      void navigate(`${pathname}${withCursor(new URLSearchParams(search), null)}`, { replace: true });
    // The location is read only to leave a bad cursor.
  }, [badCursor]);

  /** The row is done with (accepted, cancelled, unblocked): it leaves the page at once. */
  const remove = (memberId: string) =>
    queryClient.setQueryData<Page<E>>(
      queryKey,
      (current) => current && { ...current, rows: current.rows.filter((r) => r.entry.memberId !== memberId) },
    );
  const { refetch: refetchPage } = page;
  const retry = useCallback(() => void refetchPage(), [refetchPage]);

  const state: MemberListState<E> = page.data
    ? { status: 'ready', ...page.data, options: registrationOptions }
    : page.isError && !page.isFetching && !badCursor
      ? { status: 'failed', error: page.error }
      : { status: 'loading' };
  return { state, remove, retry };
}
