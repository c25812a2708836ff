import type { Db, UnitOfWork } from '@mawadda/kit';
import {
  subjectOf,
  type IndexedMember,
  type IndexHit,
  type IndexQuery,
  type IndexWrite,
  type SearchIndex,
} from './search-index.js';

/**
 * A consumer unit's writes go as one bulk request before its commit, so inbox rows commit only once
 * the index has the documents; a failure redelivers the batch, harmless under the `rev` guard. Only
 * a member's newest revision is sent; writes outside a unit go straight through.
 */
export class IndexWriteBuffer implements SearchIndex {
  readonly kind: SearchIndex['kind'];
  private readonly units = new WeakMap<Db, Map<string, IndexWrite>>();

  constructor(private readonly inner: SearchIndex) {
    this.kind = inner.kind;
  }

  /** Gathers the writes made with `tx` until `finish`, which sends them. */
  open(tx: Db): UnitOfWork {
    const writes = new Map<string, IndexWrite>();
    this.units.set(tx, writes);
    return {
      finish: async () => {
        this.units.delete(tx);
        if (writes.size) await this.inner.write([...writes.values()], tx);
      },
    };
  }

  private gather(tx: Db | undefined, write: IndexWrite): boolean {
    const writes = tx && this.units.get(tx);
    if (!writes) return false;
    const { memberId, rev } = subjectOf(write);
    const held = writes.get(memberId);
    // The same revision twice: the later write wins, as it would in the index.
    if (!held || subjectOf(held).rev <= rev) writes.set(memberId, write);
    return true;
  }

  async put(member: IndexedMember, tx?: Db): Promise<void> {
    if (!this.gather(tx, { put: member })) await this.inner.put(member, tx);
  }

  async remove(memberId: string, rev: number, tx?: Db): Promise<void> {
    if (!this.gather(tx, { remove: { memberId, rev } })) await this.inner.remove(memberId, rev, tx);
  }

  write(writes: readonly IndexWrite[], tx?: Db): Promise<void> {
    return this.inner.write(writes, tx);
  }

  prepare = () => this.inner.prepare();
  query = (q: IndexQuery): Promise<IndexHit[]> => this.inner.query(q);
  flush = () => this.inner.flush();
  count = () => this.inner.count();
  clear = () => this.inner.clear();
  close = () => this.inner.close();
  ping = () => this.inner.ping();
}
