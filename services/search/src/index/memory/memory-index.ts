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
 * The embedded mode's index: the SQL table (`search.member_index`) keeps it, memory answers the
 * queries. A search on PGlite spent most of its time in the engine and in turning rows into
 * objects (issue 18: `bench/edge.ts`, 236 searches a second against a bare server's 24,000); from
 * memory it is a pass over objects already made.
 *
 * Memory mirrors what is committed, never more: a write goes to the table in the caller's
 * transaction and reaches memory once that transaction commits (`afterCommit`; the kit's consumers
 * and search's rebuilds open theirs with `transact`), so a rolled-back batch leaves no trace here.
 * At start (`prepare`) the table is read back whole.
 *
 * Only where one process holds the database (PGlite): with PostgreSQL other replicas write the
 * same table and this memory would not see their writes, so there the SQL adapter answers.
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
