import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { MemberCard } from '@mawadda/contracts';
import { ApiProblem, isAbortError } from '../../../lib/api';
import {
  fetchRegistrationOptions,
  type RegistrationOptions,
} from '../../../lib/reference/registration-options';
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

/**
 * One page of a social list with the members' cards: the page and the reference lists (to name
 * cities and countries) in parallel, then one cards call for every member on the page. Entries
 * whose member has no card (blocked me, erased) are left out. A cursor the API did not write (an
 * old bookmark) sends the reader to the newest page rather than to an error.
 */
export function useMemberList<E extends { memberId: string }>(
  load: (cursor: string | null, signal: AbortSignal) => Promise<ListPage<E>>,
  cursor: string | null,
  subjectId?: string,
  keepHidden = false,
) {
  const [state, setState] = useState<MemberListState<E>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    setState({ status: 'loading' });
    (async () => {
      const [page, options] = await Promise.all([load(cursor, signal), fetchRegistrationOptions(signal)]);
      const ids = [...new Set([...(subjectId ? [subjectId] : []), ...page.items.map((e) => e.memberId)])];
      const cards = new Map((await fetchMemberCards(ids, signal)).map((c) => [c.memberId, c]));
      const rows = page.items.flatMap((entry) => {
        const card = cards.get(entry.memberId);
        return card || keepHidden ? [{ entry, card: card ?? null }] : [];
      });
      const subject = subjectId ? cards.get(subjectId) : undefined;
      setState({ status: 'ready', rows, next: page.next, prev: page.prev, options, subject });
    })().catch((error: unknown) => {
      if (isAbortError(error)) return;
      if (cursor && error instanceof ApiProblem && error.status === 400) {
        void navigate(`${pathname}${withCursor(new URLSearchParams(search), null)}`, { replace: true });
        return;
      }
      setState({ status: 'failed', error });
    });
    return () => controller.abort();
    // The location is read only to leave a bad cursor; a new cursor or list is what reloads.
  }, [load, cursor, subjectId, keepHidden, attempt]);

  /** The row is done with (accepted, cancelled, unblocked): it leaves the page at once. */
  const remove = useCallback(
    (memberId: string) =>
      setState((s) =>
        s.status === 'ready' ? { ...s, rows: s.rows.filter((r) => r.entry.memberId !== memberId) } : s,
      ),
    [],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, remove, retry };
}
