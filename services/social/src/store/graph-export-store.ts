import { and, count, eq } from 'drizzle-orm';
import type { BlockExport, FollowExport } from '@mawadda/contracts';
import { exportPage, type Db, type ExportKey } from '@mawadda/kit';
import { blocks, follows } from './schema.js';

const ACCEPTED = eq(follows.state, 'accepted');

/**
 * Every block and every accepted follow, for a read model rebuilt from the source of truth
 * (search). Each is keyed by its pair (blocker and blocked, follower and target): unique, and
 * served by the pair's index. A pending request is no follow, and is left out.
 */
export class GraphExportStore {
  constructor(private readonly db: Db) {}

  async blockPage(limit: number, after: ExportKey | undefined) {
    const page = await exportPage({
      key: [blocks.blockerId, blocks.blockedId],
      limit,
      after,
      select: (where, order, n) =>
        this.db
          .select()
          .from(blocks)
          .where(where)
          .orderBy(...order)
          .limit(n),
      keyOf: (r) => [r.blockerId, r.blockedId],
    });
    const items = page.rows.map((r): BlockExport => ({
      blockerId: r.blockerId,
      blockedId: r.blockedId,
      at: r.createdAt.toISOString(),
    }));
    return { items, next: page.next };
  }

  async blockCount(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(blocks);
    return row?.n ?? 0;
  }

  async followPage(limit: number, after: ExportKey | undefined) {
    const page = await exportPage({
      key: [follows.followerId, follows.targetId],
      limit,
      after,
      select: (where, order, n) =>
        this.db
          .select()
          .from(follows)
          .where(and(ACCEPTED, where))
          .orderBy(...order)
          .limit(n),
      keyOf: (r) => [r.followerId, r.targetId],
    });
    const items = page.rows.map((r): FollowExport => ({
      followerId: r.followerId,
      targetId: r.targetId,
      at: (r.acceptedAt ?? r.requestedAt).toISOString(),
    }));
    return { items, next: page.next };
  }

  async followCount(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(follows).where(ACCEPTED);
    return row?.n ?? 0;
  }
}
