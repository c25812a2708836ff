import type { SearchSort } from '@mawadda/contracts';
import type { SortKey } from '../index/search-index.js';

/** Where a page ends, for which sort, and which way the next read goes. */
export interface SortCursor {
  sort: SearchSort;
  key: SortKey;
  direction: 'forward' | 'backward';
}

/** Opaque to clients (base64url JSON), so its shape can change without an API change. */
export const encodeSortCursor = (c: SortCursor) =>
  Buffer.from(JSON.stringify([c.sort, c.key[0], c.key[1], c.direction === 'forward' ? 'f' : 'b'])).toString(
    'base64url',
  );

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Undefined for anything this service did not write, and for a cursor of another sort: a page
 * boundary of "newest" means nothing in "nearest".
 */
export function decodeSortCursor(value: string, sort: SearchSort): SortCursor | undefined {
  try {
    const raw: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (!Array.isArray(raw) || raw.length !== 4) return undefined;
    const [s, n, id, d] = raw as unknown[];
    if (s !== sort || typeof n !== 'number' || !Number.isFinite(n)) return undefined;
    if (typeof id !== 'string' || !UUID.test(id) || (d !== 'f' && d !== 'b')) return undefined;
    return { sort, key: [n, id], direction: d === 'f' ? 'forward' : 'backward' };
  } catch {
    return undefined;
  }
}
