import { eq, sql, type Placeholder } from 'drizzle-orm';
import { keptReads, watchedColumnOf, type KeptReads, type Db, type RowChanges } from '@mawadda/kit';
import { deletePair, deletePairsOf, sweepPairs, type PairTable } from './pair-rows.js';
import { follows } from './schema.js';

const PAIRS: PairTable = {
  table: follows,
  first: follows.followerId,
  second: follows.targetId,
  touchedAt: follows.touchedAt,
};

const followedBy = (db: Db, followerId: string | Placeholder) =>
  db.select({ targetId: follows.targetId }).from(follows).where(eq(follows.followerId, followerId));

/** Accepted follows, from social's events: whom each searcher may read whole (README: privacy). */
export class FollowStore {
  /** Read by every search (the searcher's follows): built once, as the searcher's blocks are. */
  private readonly prepared;
  /** A member's follows, kept in memory as their blocks are (`KeptReads`, by the follower column). */
  private readonly targets: KeptReads<{ targetId: string }[]>;

  constructor(
    private readonly db: Db,
    changes?: RowChanges,
  ) {
    this.prepared = followedBy(db, sql.placeholder('followerId')).prepare('search_follows_of');
    this.targets = keptReads(changes, watchedColumnOf(follows.followerId));
  }

  async follow(tx: Db, followerId: string, targetId: string): Promise<void> {
    await tx
      .insert(follows)
      .values({ followerId, targetId })
      .onConflictDoUpdate({ target: [follows.followerId, follows.targetId], set: { touchedAt: sql`now()` } });
  }

  async unfollow(tx: Db, followerId: string, targetId: string): Promise<void> {
    await deletePair(tx, PAIRS, followerId, targetId);
  }

  /** The members who accepted `followerId`'s follow. */
  async followedBy(db: Db, followerId: string): Promise<string[]> {
    const rows =
      db === this.db
        ? await this.targets.read(followerId, () => this.prepared.execute({ followerId }))
        : await followedBy(db, followerId);
    return rows.map((r) => r.targetId);
  }

  async purge(tx: Db, memberId: string): Promise<void> {
    await deletePairsOf(tx, PAIRS, memberId);
  }

  sweep(tx: Db, since: Date): Promise<number> {
    return sweepPairs(tx, PAIRS, since);
  }
}
