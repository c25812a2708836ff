import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { UNREAD_COUNT_CAP } from '@mawadda/contracts';
import { keysetPage, type Db, type KeysetCursor } from '@mawadda/kit';
import { notifications, type NotificationRow } from './schema.js';

/** The notifications table: the centre's pages, the bell's count, reads and erasure. */
export class NotificationStore {
  constructor(private readonly db: Db) {}

  /** The stored row, or undefined when the same one is already there (a daily kind's second). */
  async insert(tx: Db, row: typeof notifications.$inferInsert): Promise<NotificationRow | undefined> {
    const [stored] = await tx.insert(notifications).values(row).onConflictDoNothing().returning();
    return stored;
  }

  /** A member's notifications, newest first, by keyset on (created_at, id). */
  page(memberId: string, limit: number, cursor?: KeysetCursor) {
    return keysetPage<NotificationRow>({
      at: notifications.createdAt,
      id: notifications.id,
      limit,
      cursor,
      edgeOf: (r) => ({ at: r.createdAt, id: r.id }),
      select: (where, order, n) =>
        this.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.memberId, memberId), where))
          .orderBy(...order)
          .limit(n),
    });
  }

  /**
   * Unread of one member, counted no further than the cap: one range read of the partial unread
   * index, however many wait.
   */
  async unreadCount(memberId: string): Promise<number> {
    const capped = this.db
      .select({ one: sql`1` })
      .from(notifications)
      .where(and(eq(notifications.memberId, memberId), isNull(notifications.readAt)))
      .limit(UNREAD_COUNT_CAP)
      .as('capped');
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(capped);
    return Number(row?.n ?? 0);
  }

  /** Marks one of the member's own as read; false when it is not theirs (or not there). */
  async markRead(memberId: string, id: string, at: Date): Promise<boolean> {
    const mine = and(eq(notifications.id, id), eq(notifications.memberId, memberId));
    // Reading it again keeps the first time it was read.
    await this.db
      .update(notifications)
      .set({ readAt: at })
      .where(and(mine, isNull(notifications.readAt)));
    const [row] = await this.db.select({ id: notifications.id }).from(notifications).where(mine);
    return Boolean(row);
  }

  async markAllRead(memberId: string, at: Date): Promise<number> {
    const rows = await this.db
      .update(notifications)
      .set({ readAt: at })
      .where(and(eq(notifications.memberId, memberId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    return rows.length;
  }

  /** Erasure: the member's own notifications and those naming them as the actor. */
  async eraseMember(tx: Db, memberId: string): Promise<void> {
    const theirs: SQL = or(eq(notifications.memberId, memberId), eq(notifications.actorId, memberId))!;
    await tx.delete(notifications).where(theirs);
  }
}
