import type { SearchSort } from '@mawadda/contracts';
import type { IndexFilter, IndexHit, IndexSort, SearchIndex } from '../index/search-index.js';
import { encodeSortCursor, type SortCursor } from '../domain/sort-cursor.js';

export interface ResultPage {
  hits: IndexHit[];
  next: string | null;
  prev: string | null;
}

/**
 * One page of results by keyset over the index's sort key, the same for every engine: one read
 * of `limit + 1` tells whether more lie ahead, and one read of a single hit whether any lie
 * behind. Pages stay stable while members join or leave, and a deep page costs what the first does.
 */
export async function pageOf(
  index: SearchIndex,
  o: { filter: IndexFilter; sort: IndexSort; sortName: SearchSort; limit: number; cursor?: SortCursor },
): Promise<ResultPage> {
  const backwards = o.cursor?.direction === 'backward';
  const read = (after: IndexHit['key'] | undefined, back: boolean, limit: number) =>
    index.query({ filter: o.filter, sort: o.sort, after, backwards: back, limit });

  const rows = await read(o.cursor?.key, backwards, o.limit + 1);
  const more = rows.length > o.limit;
  const hits = rows.slice(0, o.limit);
  if (backwards) hits.reverse();

  // An empty page still has a way back: from the cursor it was asked with.
  const first = hits[0]?.key ?? o.cursor?.key;
  const last = hits.at(-1)?.key ?? o.cursor?.key;
  const hasNext = backwards ? Boolean(last && (await read(last, false, 1)).length) : more;
  const hasPrev = backwards ? more : Boolean(o.cursor && first && (await read(first, true, 1)).length);
  const cursor = (key: IndexHit['key'], direction: SortCursor['direction']) =>
    encodeSortCursor({ sort: o.sortName, key, direction });
  return {
    hits,
    next: hasNext && last ? cursor(last, 'forward') : null,
    prev: hasPrev && first ? cursor(first, 'backward') : null,
  };
}
