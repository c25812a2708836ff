import type { MostActive } from '@mawadda/contracts';
import { cardOf } from '../domain/search-card.js';
import { mostActiveFilter } from '../domain/search-plan.js';
import type { SearchApp } from './context.js';
import { loadSearcher } from './load-searcher.js';

/**
 * The home page strip: whoever was active last. A member sees the opposite gender minus blocks;
 * a guest (no viewer) sees first names only. Private members are in it only for those they let
 * in (`mostActiveFilter`).
 */
export async function mostActive(
  app: SearchApp,
  viewerId: string | undefined,
  limit: number,
): Promise<MostActive> {
  const now = app.clock();
  const me = viewerId ? await loadSearcher(app, viewerId) : undefined;
  const hits = await app.index.query({ filter: mostActiveFilter(me), sort: { by: 'mostActive' }, limit });
  const who = { signedIn: me !== undefined, insiders: new Set(me?.insiders) };
  return { items: hits.map((h) => cardOf(h.member, now, me?.origin, who)) };
}
