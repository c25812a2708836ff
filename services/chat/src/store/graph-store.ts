import { and, eq, or } from 'drizzle-orm';
import { anyOf, type Db } from '@mawadda/kit';
import { blocks, follows } from './schema.js';

/** The key `followsAmong` answers for one follow. */
export const followKey = (followerId: string, targetId: string) => `${followerId} ${targetId}`.toLowerCase();

/** `GraphStore.followsAmong`' statement, also a part of a batch's announcement (batch-store.ts). */
export const followsAmongQuery = (db: Db, followerIds: readonly string[], targetIds: readonly string[]) =>
  db
    .select({ followerId: follows.followerId, targetId: follows.targetId })
    .from(follows)
    .where(and(anyOf(follows.followerId, followerIds, 'uuid'), anyOf(follows.targetId, targetIds, 'uuid')));

/** Who follows (accepted) and who blocks whom, as social's events tell it. */
export class GraphStore {
  async follow(tx: Db, followerId: string, targetId: string): Promise<void> {
    await tx.insert(follows).values({ followerId, targetId }).onConflictDoNothing();
  }

  async unfollow(tx: Db, followerId: string, targetId: string): Promise<void> {
    await tx.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.targetId, targetId)));
  }

  async follows(db: Db, followerId: string, targetId: string): Promise<boolean> {
    const [row] = await db
      .select({ f: follows.followerId })
      .from(follows)
      .where(and(eq(follows.followerId, followerId), eq(follows.targetId, targetId)));
    return !!row;
  }

  /** The accepted follows among these followers and targets, as `follower target` keys. */
  async followsAmong(
    db: Db,
    followerIds: readonly string[],
    targetIds: readonly string[],
  ): Promise<Set<string>> {
    if (followerIds.length === 0 || targetIds.length === 0) return new Set();
    const rows = await followsAmongQuery(db, followerIds, targetIds);
    return new Set(rows.map((r) => followKey(r.followerId, r.targetId)));
  }

  async block(tx: Db, blockerId: string, blockedId: string): Promise<void> {
    await tx.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
  }

  async unblock(tx: Db, blockerId: string, blockedId: string): Promise<void> {
    await tx.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
  }

  /** Blocks between two members, each way. */
  async blocksBetween(db: Db, a: string, b: string): Promise<{ aBlocksB: boolean; bBlocksA: boolean }> {
    const rows = await db
      .select()
      .from(blocks)
      .where(
        or(
          and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
          and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
        ),
      );
    return {
      aBlocksB: rows.some((r) => r.blockerId === a),
      bBlocksA: rows.some((r) => r.blockerId === b),
    };
  }

  /** Everyone the member blocks or is blocked by. */
  async blockedEitherWay(db: Db, memberId: string): Promise<Set<string>> {
    const rows = await db
      .select()
      .from(blocks)
      .where(or(eq(blocks.blockerId, memberId), eq(blocks.blockedId, memberId)));
    return new Set(rows.map((r) => (r.blockerId === memberId ? r.blockedId : r.blockerId)));
  }

  /** Erasure: the member's follows and blocks, both ways. */
  async erase(tx: Db, memberId: string): Promise<void> {
    await tx.delete(follows).where(or(eq(follows.followerId, memberId), eq(follows.targetId, memberId)));
    await tx.delete(blocks).where(or(eq(blocks.blockerId, memberId), eq(blocks.blockedId, memberId)));
  }
}
