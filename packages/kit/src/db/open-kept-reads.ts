import { UncachedReads, type KeptReads } from './kept-reads.js';
import { RowCache } from './row-cache.js';
import type { RowChanges, WatchedColumn } from './row-changes.js';

/**
 * The adapter for a database: rows kept in memory where it reports its committed changes to this
 * process (PGlite, `RowChanges`), none elsewhere (PostgreSQL).
 */
export function keptReads<V>(
  changes: RowChanges | undefined,
  watched: WatchedColumn | readonly WatchedColumn[],
  max?: number,
): KeptReads<V> {
  return changes ? new RowCache<V>(changes, watched, max) : new UncachedReads<V>(watched);
}
