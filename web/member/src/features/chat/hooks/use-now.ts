import { useEffect, useState } from 'react';

/** The time now, renewed every `everyMs`, so "5 minutes ago" does not stay written for an hour. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
