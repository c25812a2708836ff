import { useCallback, useRef, useState } from 'react';

/**
 * Which rows have an action in flight: their buttons show busy, and a second press on the same
 * row is ignored (a double tap must not send "accept" twice).
 */
export function usePending() {
  const inFlight = useRef(new Set<string>());
  const [, setVersion] = useState(0);
  const run = useCallback(async (key: string, action: () => Promise<unknown>) => {
    if (inFlight.current.has(key)) return;
    inFlight.current.add(key);
    setVersion((v) => v + 1);
    try {
      await action();
    } finally {
      inFlight.current.delete(key);
      setVersion((v) => v + 1);
    }
  }, []);
  return { run, isPending: (key: string) => inFlight.current.has(key) };
}
