import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { uuidv7, type Db } from '@mawadda/kit';
import { followRequestsSent } from './schema.js';

/** When each member sent their follow requests: the daily limit's count (domain/follow-request-limit.ts). */
export class FollowRequestLog {
  /**
   * Serializes one member's requests until the transaction ends. The pair lock alone would let
   * two requests to two different members count the same window at once and both pass the limit.
   * Taken after the pair's lock, always, so the two locks never wait on each other in a circle.
   */
  async lockMember(tx: Db, memberId: string): Promise<void> {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`social-follow-requests:${memberId}`}, 0))`,
    );
  }

  /** The times of the member's requests after `since`, oldest first. */
  async sentSince(db: Db, memberId: string, since: Date): Promise<Date[]> {
    const rows = await db
      .select({ sentAt: followRequestsSent.sentAt })
      .from(followRequestsSent)
      .where(and(eq(followRequestsSent.memberId, memberId), gt(followRequestsSent.sentAt, since)))
      .orderBy(asc(followRequestsSent.sentAt));
    return rows.map((r) => r.sentAt);
  }

  async record(tx: Db, memberId: string, sentAt: Date): Promise<void> {
    await tx.insert(followRequestsSent).values({ id: uuidv7(), memberId, sentAt });
  }

  /** Rows out of every window: they count for nothing, so they are not kept. */
  async prune(tx: Db, memberId: string, before: Date): Promise<void> {
    await tx
      .delete(followRequestsSent)
      .where(and(eq(followRequestsSent.memberId, memberId), lte(followRequestsSent.sentAt, before)));
  }

  async erase(tx: Db, memberId: string): Promise<void> {
    await tx.delete(followRequestsSent).where(eq(followRequestsSent.memberId, memberId));
  }
}
