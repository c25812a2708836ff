import { and, count, eq, notExists, sql, type SQL } from 'drizzle-orm';
import type { BlockEntry, FollowEntry, FollowRequest, RequestDirection } from '@mawadda/contracts';
import { keysetPage, type Db, type KeysetCursor, type KeysetPage } from '@mawadda/kit';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { blocks, follows } from './schema.js';

type Cursor = KeysetCursor<string> | undefined;
type Page<T> = Omit<KeysetPage<T>, 'rows'> & { items: T[] };

const asPage = <R, T>(page: KeysetPage<R>, map: (r: R) => T): Page<T> => ({
  items: page.rows.map(map),
  next: page.next,
  prev: page.prev,
});

/** The social lists, newest first, keyset paged (DESIGN §5). */
export class ListStore {
  constructor(private readonly db: Db) {}

  async requests(memberId: string, direction: RequestDirection, limit: number, cursor: Cursor) {
    const mine = direction === 'incoming' ? follows.targetId : follows.followerId;
    const page = await keysetPage({
      at: follows.requestedAt,
      id: follows.id,
      limit,
      cursor,
      select: (where, order, n) =>
        this.db
          .select()
          .from(follows)
          .where(and(eq(mine, memberId), eq(follows.state, 'requested'), where))
          .orderBy(...order)
          .limit(n),
      edgeOf: (r) => ({ at: r.requestedAt, id: r.id }),
    });
    return asPage(page, (r): FollowRequest => ({
      id: r.id,
      memberId: direction === 'incoming' ? r.followerId : r.targetId,
      direction,
      requestedAt: r.requestedAt.toISOString(),
    }));
  }

  /**
   * Followers (or following) of a member as one viewer may see them: members who block the viewer
   * are left out, as they are everywhere else.
   */
  async follows(
    memberId: string,
    side: 'followers' | 'following',
    viewerId: string,
    limit: number,
    cursor: Cursor,
  ): Promise<Page<FollowEntry>> {
    const [mine, theirs] =
      side === 'followers' ? [follows.targetId, follows.followerId] : [follows.followerId, follows.targetId];
    const hiddenFromViewer = notExists(
      this.db
        .select({ one: sql`1` })
        .from(blocks)
        .where(and(eq(blocks.blockerId, theirs), eq(blocks.blockedId, viewerId))),
    );
    const page = await keysetPage({
      at: follows.acceptedAt,
      id: follows.id,
      limit,
      cursor,
      select: (where, order, n) =>
        this.db
          .select()
          .from(follows)
          .where(and(eq(mine, memberId), eq(follows.state, 'accepted'), hiddenFromViewer, where))
          .orderBy(...order)
          .limit(n),
      edgeOf: (r) => ({ at: r.acceptedAt!, id: r.id }),
    });
    return asPage(page, (r) => ({
      memberId: side === 'followers' ? r.followerId : r.targetId,
      since: r.acceptedAt!.toISOString(),
    }));
  }

  async blocks(memberId: string, limit: number, cursor: Cursor): Promise<Page<BlockEntry>> {
    const page = await keysetPage({
      at: blocks.createdAt,
      id: blocks.blockedId,
      limit,
      cursor,
      select: (where, order, n) =>
        this.db
          .select()
          .from(blocks)
          .where(and(eq(blocks.blockerId, memberId), where))
          .orderBy(...order)
          .limit(n),
      edgeOf: (r) => ({ at: r.createdAt, id: r.blockedId }),
    });
    return asPage(page, (r) => ({ memberId: r.blockedId, blockedAt: r.createdAt.toISOString() }));
  }

  async counts(memberId: string): Promise<{ followers: number; following: number }> {
    const accepted = (column: AnyPgColumn): Promise<{ n: number }[]> =>
      this.db
        .select({ n: count() })
        .from(follows)
        .where(and(eq(column, memberId), eq(follows.state, 'accepted')) as SQL);
    const [[followers], [following]] = await Promise.all([
      accepted(follows.targetId),
      accepted(follows.followerId),
    ]);
    return { followers: followers?.n ?? 0, following: following?.n ?? 0 };
  }

  /** How many members this member blocks, and how many block them (staff's member page). */
  async blockCounts(memberId: string): Promise<{ blocks: number; blockedBy: number }> {
    const [[mine], [theirs]] = await Promise.all([
      this.db.select({ n: count() }).from(blocks).where(eq(blocks.blockerId, memberId)),
      this.db.select({ n: count() }).from(blocks).where(eq(blocks.blockedId, memberId)),
    ]);
    return { blocks: mine?.n ?? 0, blockedBy: theirs?.n ?? 0 };
  }
}
