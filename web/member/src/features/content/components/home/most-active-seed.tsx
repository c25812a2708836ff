import { createContext, useContext, type ReactNode } from 'react';
import type { SearchCard } from '@mawadda/contracts/cards';

/**
 * The home strip's members as the server read them for a guest (entry-server.tsx), handed to the
 * browser with the page's data. The server draws the strip from them, or no strip when nobody is in
 * the list; the browser's first render draws the same, then reads the list again. Without it the
 * server drew a waiting row that the browser then removed when the list came back empty, moving
 * everything below by a screen's third (issue 19: layout shift 0.15 on a home with no active member).
 */
export interface MostActiveSeed {
  items: readonly SearchCard[];
  /** When the server read them (ms since the epoch). */
  at: number;
}

const SeedContext = createContext<MostActiveSeed | undefined>(undefined);

export function MostActiveSeedProvider({
  seed,
  children,
}: {
  seed: MostActiveSeed | undefined;
  children: ReactNode;
}) {
  return <SeedContext.Provider value={seed}>{children}</SeedContext.Provider>;
}

/** The server's list, when this page was rendered there with one. */
export const useMostActiveSeed = () => useContext(SeedContext);
