import { and, desc, eq, isNull } from 'drizzle-orm';
import { uuidv7, type Db } from '@mawadda/kit';
import { entitlements, notices, webhookEvents, type NoticeRow } from './schema.js';

/** Webhook events applied once, entitlements announced, notices to members: billing's records of what it said. */
export class LedgerStore {
  /** False when this provider event was applied before (a replay or a redelivery). */
  async firstDelivery(tx: Db, provider: string, eventId: string, at: Date): Promise<boolean> {
    const rows = await tx
      .insert(webhookEvents)
      .values({ provider, eventId, receivedAt: at })
      .onConflictDoNothing()
      .returning();
    return rows.length > 0;
  }

  async announced(tx: Db, memberId: string) {
    const [row] = await tx
      .select()
      .from(entitlements)
      .where(eq(entitlements.memberId, memberId))
      .for('update');
    return row;
  }

  async announce(tx: Db, row: typeof entitlements.$inferInsert): Promise<void> {
    await tx
      .insert(entitlements)
      .values(row)
      .onConflictDoUpdate({
        target: entitlements.memberId,
        set: { version: row.version, premiumUntil: row.premiumUntil, source: row.source },
      });
  }

  /**
   * One notice per member, kind and moment: a job that runs twice leaves one. Answers the notice
   * stored, or undefined when it was there already (so it is announced once).
   */
  async notify(tx: Db, notice: Omit<NoticeRow, 'id' | 'readAt'>): Promise<NoticeRow | undefined> {
    const [stored] = await tx
      .insert(notices)
      .values({ id: uuidv7(), ...notice, readAt: null })
      .onConflictDoNothing()
      .returning();
    return stored;
  }

  async unread(db: Db, memberId: string, limit = 20): Promise<NoticeRow[]> {
    return db
      .select()
      .from(notices)
      .where(and(eq(notices.memberId, memberId), isNull(notices.readAt)))
      .orderBy(desc(notices.createdAt))
      .limit(limit);
  }

  /** False when the member has no such notice (someone else's id, or none). */
  async markRead(tx: Db, memberId: string, id: string, at: Date): Promise<boolean> {
    const rows = await tx
      .update(notices)
      .set({ readAt: at })
      .where(and(eq(notices.id, id), eq(notices.memberId, memberId)))
      .returning({ id: notices.id });
    return rows.length > 0;
  }

  async removeOf(tx: Db, memberId: string): Promise<void> {
    await tx.delete(notices).where(eq(notices.memberId, memberId));
    await tx.delete(entitlements).where(eq(entitlements.memberId, memberId));
  }
}
