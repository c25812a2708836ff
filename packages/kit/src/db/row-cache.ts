import { getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import { rowCacheReads } from '../metrics/registry.js';
import { frozen, type KeptReads } from './kept-reads.js';
import type { RowChanges, WatchedColumn } from './row-changes.js';

/** Between two attempts at watching a table that could not be watched (not migrated yet). */
const RETRY_MS = 5_000;

/** What one read from the database would carry into memory if nothing changes meanwhile. */
interface Ticket {
  stale: boolean;
}

/**
 * The embedded adapter of `KeptReads`: reads by a member's id kept in memory, as a signed-in page
 * rereads its rows. `RowChanges` drops what a committed write replaced, and a read racing a write
 * keeps nothing. Values are frozen: callers share them.
 */
export class RowCache<V> implements KeptReads<V> {
  private readonly held = new Map<string, { value: V }>();
  private readonly reading = new Map<string, Set<Ticket>>();
  private state: 'off' | 'starting' | 'on' = 'off';
  private retryAt = 0;
  private starting: Promise<void> | undefined;
  /** The columns whose values are this cache's keys: a change to any of them forgets its key. */
  private readonly watched: readonly WatchedColumn[];
  private readonly counted;

  constructor(
    private readonly changes: RowChanges | undefined,
    watched: WatchedColumn | readonly WatchedColumn[],
    private readonly max = 10_000,
  ) {
    this.watched = ([] as WatchedColumn[]).concat(watched);
    const cache = this.watched.map((w) => `${w.table}.${w.column}`).join('+');
    this.counted = {
      hit: rowCacheReads.labels(cache, 'hit'),
      miss: rowCacheReads.labels(cache, 'miss'),
      off: rowCacheReads.labels(cache, 'off'),
    };
  }

  /** The value kept for `key`, else `load()`'s (kept when no change to `key` committed meanwhile). */
  async read(key: string, load: () => Promise<V>): Promise<V> {
    if (this.state !== 'on') {
      void this.watch();
      this.counted.off.inc();
      return frozen(await load());
    }
    // Column values are compared as the database prints them: a uuid in lower case.
    const k = key.toLowerCase();
    const kept = this.held.get(k);
    if (kept) {
      // Most recently read last: the first key is the one dropped when full.
      this.held.delete(k);
      this.held.set(k, kept);
      this.counted.hit.inc();
      return kept.value;
    }
    this.counted.miss.inc();
    const ticket: Ticket = { stale: false };
    let tickets = this.reading.get(k);
    if (!tickets) this.reading.set(k, (tickets = new Set()));
    tickets.add(ticket);
    try {
      const value = frozen(await load());
      if (!ticket.stale && this.state === 'on') {
        this.held.set(k, { value });
        if (this.held.size > this.max) this.held.delete(this.held.keys().next().value!);
      }
      return value;
    } finally {
      tickets.delete(ticket);
      if (tickets.size === 0) this.reading.delete(k);
    }
  }

  /** One listener for every watched column (a retried watch adds no second one). */
  private readonly forgetChanged = (value: string | undefined) => this.forget(value);

  /** Forgets `key` (every key when `undefined`), and what reads running now would keep of it. */
  forget(key: string | undefined): void {
    if (key === undefined) {
      this.held.clear();
      for (const tickets of this.reading.values()) for (const t of tickets) t.stale = true;
      return;
    }
    const k = key.toLowerCase();
    this.held.delete(k);
    this.reading.get(k)?.forEach((t) => (t.stale = true));
  }

  /**
   * Starts watching the table (a read does it too): keeps nothing until the database tells this
   * process of the table's changes. True once it does; false without `RowChanges` or while the
   * table cannot be watched (tried again at most every few seconds).
   */
  async watch(): Promise<boolean> {
    if (this.changes && this.state === 'off' && Date.now() >= this.retryAt) {
      this.state = 'starting';
      const changes = this.changes;
      this.starting = Promise.all(this.watched.map((w) => changes.watch(w, this.forgetChanged))).then(
        () => void (this.state = 'on'),
        () => {
          this.state = 'off';
          this.retryAt = Date.now() + RETRY_MS;
        },
      );
    }
    await this.starting;
    return this.state === 'on';
  }
}

/** A drizzle column as `RowChanges` names it: `schema.table` and the column's SQL name. */
export function watchedColumnOf(column: PgColumn): WatchedColumn {
  const { schema, name } = getTableConfig(column.table);
  return { table: `${schema ?? 'public'}.${name}`, column: column.name };
}
