import { useLayoutEffect, useRef, type RefObject } from 'react';

/** The part of a TanStack infinite query "load more" needs. */
interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * "Load more" under a cursor list: one page at a time (a second press while one loads does
 * nothing), and focus then moves to the first item that came in, so a keyboard or screen-reader
 * user carries on reading where the new items start instead of being left on the button.
 */
export function useLoadMore<E extends HTMLElement>(
  list: NextPages,
  count: number,
  focusItem: (container: E, index: number) => void,
): { container: RefObject<E | null>; loadMore: () => void } {
  const container = useRef<E>(null);
  const focusFrom = useRef<number | null>(null);
  useLayoutEffect(() => {
    const from = focusFrom.current;
    if (from === null || count <= from || !container.current) return;
    focusFrom.current = null;
    focusItem(container.current, from);
    // focusItem is the caller's render-time function: only a new count moves focus.
  }, [count]);
  return {
    container,
    loadMore: () => {
      if (list.isFetchingNextPage) return;
      focusFrom.current = count;
      void list.fetchNextPage();
    },
  };
}

/** The button itself, shown only while there is a next page. */
export function LoadMoreButton(props: {
  list: NextPages;
  onLoad: () => void;
  label: string;
  loadingLabel: string;
  className: string;
}) {
  if (!props.list.hasNextPage) return null;
  return (
    <div className={props.className}>
      <button
        type="button"
        className="btn btn--ghost"
        aria-busy={props.list.isFetchingNextPage || undefined}
        onClick={props.onLoad}
      >
        {props.list.isFetchingNextPage ? props.loadingLabel : props.label}
      </button>
    </div>
  );
}
