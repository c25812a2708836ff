import { eq, or, sql, type Placeholder } from 'drizzle-orm';
import { keptReads, watchedColumnOf, type KeptReads, type Db, type RowChanges } from '@mawadda/kit';
import { deletePair, deletePairsOf, sweepPairs, type PairTable } from './pair-rows.js';
import { blocks } from './schema.js';

const PAIRS: PairTable = {
  table: blocks,
  first: blocks.blockerId,
  second: blocks.blockedId,
  touchedAt: blocks.touchedAt,
};

/** Who blocks whom, from social's events: the pairs a searcher must not see, either way. */
const pairsAround = (db: Db, memberId: string | Placeholder) =>
  db
    .select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId })
    .from(blocks)
    .where(or(eq(blocks.blockerId, memberId), eq(blocks.blockedId, memberId)));

export class BlockStore {
  /** Read by every search (the searcher's blocks): built once, as MemberStore's `find`. */
  private readonly prepared;
  /** A member's pairs, kept in memory as the member's row is (`KeptReads`, by either column). */
  private readonly pairs: KeptReads<{ blockerId: string; blockedId: string }[]>;

  constructor(
    private readonly db: Db,
    changes?: RowChanges,
  ) {
    this.prepared = pairsAround(db, sql.placeholder('memberId')).prepare('search_blocks_around');
    this.pairs = keptReads(changes, [watchedColumnOf(blocks.blockerId), watchedColumnOf(blocks.blockedId)]);
  }

  async block(tx: Db, blockerId: string, blockedId: string): Promise<void> {
    await tx
      .insert(blocks)
      .values({ blockerId, blockedId })
      .onConflictDoUpdate({ target: [blocks.blockerId, blocks.blockedId], set: { touchedAt: sql`now()` } });
  }

  async unblock(tx: Db, blockerId: string, blockedId: string): Promise<void> {
    await deletePair(tx, PAIRS, blockerId, blockedId);
  }

  /** Everyone `memberId` blocks or is blocked by. */
  async around(db: Db, memberId: string): Promise<string[]> {
    const rows =
      db === this.db
        ? await this.pairs.read(memberId, () => this.prepared.execute({ memberId }))
        : await pairsAround(db, memberId);
    const id = memberId.toLowerCase();
    return rows.map((r) => (r.blockerId === id ? r.blockedId : r.blockerId));
  }

  async purge(tx: Db, memberId: string): Promise<void> {
    await deletePairsOf(tx, PAIRS, memberId);
  }

  sweep(tx: Db, since: Date): Promise<number> {
    return sweepPairs(tx, PAIRS, since);
  }
}
