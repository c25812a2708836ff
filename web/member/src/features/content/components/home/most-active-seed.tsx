import { createContext, useContext, type ReactNode } from 'react';
import type { SearchCard } from '@mawadda/contracts/cards';

/**
 * The home strip's members as the server read them for a guest, handed to the browser with the
 * page's data, so the first client render draws the same strip (or none). Without it a waiting row
 * drawn by the server vanished when the list came back empty, shifting everything below it.
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
