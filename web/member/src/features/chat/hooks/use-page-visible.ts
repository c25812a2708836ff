import { useSyncExternalStore } from 'react';

const subscribe = (change: () => void) => {
  document.addEventListener('visibilitychange', change);
  return () => document.removeEventListener('visibilitychange', change);
};

/** Whether the member can see this tab now (not hidden behind another tab, not minimised). */
export const usePageVisible = () =>
  useSyncExternalStore(
    subscribe,
    () => document.visibilityState === 'visible',
    () => true,
  );
