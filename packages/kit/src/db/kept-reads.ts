import { rowCacheReads } from '../metrics/registry.js';
import type { WatchedColumn } from './row-changes.js';

/**
 * The cache port for a member's rows read by key. Whatever the adapter, a read that starts after a
 * write committed, in this process or another, answers what the write left; values are frozen,
 * so a caller that would change a shared value fails in every mode alike.
 */
export interface KeptReads<V> {
  /** `load()`'s value for `key`, or one kept from an earlier load that no committed write replaced. */
  read(key: string, load: () => Promise<V>): Promise<V>;
  /** Drops what is kept of `key` (everything when `undefined`). */
  forget(key: string | undefined): void;
}

/**
 * The distributed adapter: keeps nothing. Replicas write one PostgreSQL, and a change feed
 * (LISTEN/NOTIFY) reaches the other replicas after their next read may have started, so only
 * reading the database keeps the port's promise.
 */
export class UncachedReads<V> implements KeptReads<V> {
  private readonly off;

  constructor(watched: WatchedColumn | readonly WatchedColumn[]) {
    const name = ([] as WatchedColumn[])
      .concat(watched)
      .map((w) => `${w.table}.${w.column}`)
      .join('+');
    this.off = rowCacheReads.labels(name, 'off');
  }

  async read(_key: string, load: () => Promise<V>): Promise<V> {
    this.off.inc();
    return frozen(await load());
  }

  forget(): void {}
}

/** Frozen one level down: the value, and each row when it is a list of rows. */
export function frozen<V>(value: V): V {
  if (Array.isArray(value)) value.forEach((row) => Object.freeze(row));
  return Object.freeze(value);
}
