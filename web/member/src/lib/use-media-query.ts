import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the viewport matches a CSS media query now, following its changes (a phone turned, a
 * window resized). Where the browser cannot say (no `matchMedia`), `unknown`.
 */
export function useMediaQuery(query: string, unknown = true): boolean {
  const subscribe = useCallback(
    (change: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', change);
      return () => list.removeEventListener('change', change);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : unknown),
    () => unknown,
  );
}
