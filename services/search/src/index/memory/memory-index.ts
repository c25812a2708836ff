import { afterCommit, type Db } from '@mawadda/kit';
import { SqlSearchIndex } from '../sql/sql-index.js';
import {
  subjectOf,
  type IndexedMember,
  type IndexHit,
  type IndexQuery,
  type IndexWrite,
  type SearchIndex,
} from '../search-index.js';
import { heldMember, type HeldMember } from './held-member.js';
import { topHits } from './top-hits.js';
import { ByRegistration } from './by-registration.js';

/**
 * The embedded index: the table keeps it and memory answers, as turning rows into objects dominated
 * a PGlite search (bench/RESULTS.md, edge). Memory holds only what committed. One process only:
 * with PostgreSQL other replicas write the table, so the SQL adapter answers there.
 */
export class MemorySearchIndex implements SearchIndex {
  readonly kind = 'memory' as const;
  private readonly table: SqlSearchIndex;
  private held = new Map<string, HeldMember>();
  /** The same members in the newest sort's order, for the default search (by-registration.ts). */
  private readonly newest = new ByRegistration();

  constructor(private readonly db: Db) {
    this.table = new SqlSearchIndex(db);
  }

  async prepare(): Promise<void> {
    const held = new Map<string, HeldMember>();
    for (const member of await this.table.all()) held.set(member.memberId, heldMember(member));
    this.held = held;
    this.newest.reset(held.values());
  }

  put(member: IndexedMember, tx?: Db): Promise<void> {
    return this.write([{ put: member }], tx);
  }

  remove(memberId: string, rev: number, tx?: Db): Promise<void> {
    return this.write([{ remove: { memberId, rev } }], tx);
  }

  async write(writes: readonly IndexWrite[], tx: Db = this.db): Promise<void> {
    if (!writes.length) return;
    const mirror = () => writes.forEach((w) => this.mirror(w));
    // Registered first: a transaction not opened by `transact` throws before anything is written.
    if (tx !== this.db) afterCommit(tx, mirror);
    await this.table.write(writes, tx);
    // Outside a transaction each statement has committed as it returned.
    if (tx === this.db) mirror();
  }

  /** The table's revision guard, in memory: a write older than what is held changes nothing. */
  private mirror(w: IndexWrite): void {
    const { memberId, rev } = subjectOf(w);
    const id = memberId.toLowerCase();
    const now = this.held.get(id);
    if (now && now.member.rev > rev) return;
    const next = 'put' in w ? heldMember(w.put) : undefined;
    if (next) this.held.set(id, next);
    else this.held.delete(id);
    this.newest.replace(now, next);
  }

  async query(q: IndexQuery): Promise<IndexHit[]> {
    if (q.sort.by !== 'newest') return topHits(this.held.values(), q);
    // Walked in the sort's own order, so the page is complete at its last hit.
    const descending = !q.backwards;
    return topHits(this.newest.walk(descending), q, { inOrder: true });
  }

  async flush(): Promise<void> {}

  async count(): Promise<number> {
    return this.held.size;
  }

  async clear(): Promise<void> {
    await this.table.clear();
    this.held.clear();
    this.newest.clear();
  }

  async close(): Promise<void> {}

  ping = () => this.table.ping();
}
