import { searcherFrom, type Searcher } from '../domain/searcher.js';
import type { SearchApp } from './context.js';

/** The searcher's row, blocks, accepted follows and wishes, as the read model holds them now. */
export async function loadSearcher(app: SearchApp, searcherId: string): Promise<Searcher> {
  const db = app.database.db;
  const [row, blocked, followed, preferences] = await Promise.all([
    app.members.find(db, searcherId),
    app.blocks.around(db, searcherId),
    app.follows.followedBy(db, searcherId),
    app.preferences.of(db, searcherId),
  ]);
  return searcherFrom(searcherId, row, blocked, followed, preferences);
}
