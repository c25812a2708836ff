import { and, eq, or, sql } from 'drizzle-orm';
import type { FollowState } from '@mawadda/contracts';
import { uuidv7, type Db } from '@mawadda/kit';
import type { PairState } from '../domain/transitions.js';
import { blocks, follows, type FollowRow } from './schema.js';

/** Reads and writes of one pair of members: their follows both ways and their blocks. */
export class GraphStore {
  /**
   * Serializes every command on this pair (in either direction) until the transaction ends, so
   * a follow and a block, or two accepts, cannot interleave. The key is the same whichever of
   * the two acts.
   */
  async lockPair(tx: Db, a: string, b: string): Promise<void> {
    const key = [a, b].sort().join(':');
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }

  async pair(db: Db, viewerId: string, otherId: string): Promise<PairState> {
    const edges = await db
      .select({ id: follows.id, state: follows.state, followerId: follows.followerId })
      .from(follows)
      .where(
        or(
          and(eq(follows.followerId, viewerId), eq(follows.targetId, otherId)),
          and(eq(follows.followerId, otherId), eq(follows.targetId, viewerId)),
        ),
      );
    const blockRows = await db
      .select({ blockerId: blocks.blockerId })
      .from(blocks)
      .where(
        or(
          and(eq(blocks.blockerId, viewerId), eq(blocks.blockedId, otherId)),
          and(eq(blocks.blockerId, otherId), eq(blocks.blockedId, viewerId)),
        ),
      );
    const edge = (followerId: string) => {
      const e = edges.find((r) => r.followerId === followerId);
      return e ? { id: e.id, state: e.state } : null;
    };
    return {
      outgoing: edge(viewerId),
      incoming: edge(otherId),
      viewerBlocks: blockRows.some((r) => r.blockerId === viewerId),
      otherBlocks: blockRows.some((r) => r.blockerId === otherId),
    };
  }

  async followById(db: Db, id: string): Promise<FollowRow | undefined> {
    const [row] = await db.select().from(follows).where(eq(follows.id, id));
    return row;
  }

  /** Whether `blockerId` blocks `blockedId` (one direction). */
  async blocks(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
    const rows = await db
      .select({ blockerId: blocks.blockerId })
      .from(blocks)
      .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
    return rows.length > 0;
  }

  async follows(db: Db, followerId: string, targetId: string, state: FollowState): Promise<boolean> {
    const rows = await db
      .select({ id: follows.id })
      .from(follows)
      .where(
        and(eq(follows.followerId, followerId), eq(follows.targetId, targetId), eq(follows.state, state)),
      );
    return rows.length > 0;
  }

  async createFollow(tx: Db, followerId: string, targetId: string, state: FollowState): Promise<FollowRow> {
    const now = new Date();
    const [row] = await tx
      .insert(follows)
      .values({
        id: uuidv7(),
        followerId,
        targetId,
        state,
        requestedAt: now,
        acceptedAt: state === 'accepted' ? now : null,
      })
      .returning();
    return row!;
  }

  async accept(tx: Db, followId: string): Promise<FollowRow> {
    const [row] = await tx
      .update(follows)
      .set({ state: 'accepted', acceptedAt: new Date() })
      .where(eq(follows.id, followId))
      .returning();
    return row!;
  }

  async deleteFollow(tx: Db, followId: string): Promise<void> {
    await tx.delete(follows).where(eq(follows.id, followId));
  }

  async createBlock(tx: Db, blockerId: string, blockedId: string): Promise<void> {
    await tx.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
  }

  async deleteBlock(tx: Db, blockerId: string, blockedId: string): Promise<void> {
    await tx.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
  }

  /**
   * A profile that turns public lets in everyone who asked: anyone may now follow at once, and
   * those who asked first should not wait longer than a newcomer. Rows a concurrent cancel
   * already deleted are simply not there.
   */
  async acceptAllRequestsTo(tx: Db, targetId: string): Promise<FollowRow[]> {
    return tx
      .update(follows)
      .set({ state: 'accepted', acceptedAt: new Date() })
      .where(and(eq(follows.targetId, targetId), eq(follows.state, 'requested')))
      .returning();
  }

  /** Erasure: every follow and block the member is part of. */
  async purge(tx: Db, memberId: string): Promise<void> {
    await tx.delete(follows).where(or(eq(follows.followerId, memberId), eq(follows.targetId, memberId)));
    await tx.delete(blocks).where(or(eq(blocks.blockerId, memberId), eq(blocks.blockedId, memberId)));
  }
}
