import { and, asc, desc, eq, gt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '@mawadda/kit';
import { subscriptions, type SubscriptionRow } from './schema.js';

type NewSubscription = typeof subscriptions.$inferInsert;
type SubscriptionChange = Partial<Omit<SubscriptionRow, 'id' | 'memberId'>>;

/** The members' paid plans: at most one not expired per member (the partial unique index). */
export class SubscriptionStore {
  /** The member's plan that is not expired, locked when asked (every change of it takes the lock). */
  async running(db: Db, memberId: string, lock = false): Promise<SubscriptionRow | undefined> {
    const query = db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.memberId, memberId), ne(subscriptions.status, 'expired')));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  /** The running plan, else the last one that ended (what `GET /me` shows). */
  async latest(db: Db, memberId: string): Promise<SubscriptionRow | undefined> {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.memberId, memberId))
      .orderBy(sql`(${subscriptions.status} <> 'expired') desc`, desc(subscriptions.startedAt))
      .limit(1);
    return row;
  }

  async byId(db: Db, id: string, lock = false): Promise<SubscriptionRow | undefined> {
    const query = db.select().from(subscriptions).where(eq(subscriptions.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  async insert(tx: Db, row: NewSubscription): Promise<SubscriptionRow> {
    const [created] = await tx.insert(subscriptions).values(row).returning();
    return created!;
  }

  async update(tx: Db, id: string, change: SubscriptionChange): Promise<SubscriptionRow> {
    const [row] = await tx.update(subscriptions).set(change).where(eq(subscriptions.id, id)).returning();
    return row!;
  }

  /** Plans whose period (or grace) ended by `now`: the sweep's catch-up for a lost job. */
  async due(db: Db, now: Date, limit: number): Promise<string[]> {
    const rows = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        or(
          and(
            or(eq(subscriptions.status, 'active'), eq(subscriptions.status, 'canceling')),
            lte(subscriptions.currentPeriodEnd, now),
          ),
          and(eq(subscriptions.status, 'grace'), lte(subscriptions.graceEndsAt, now)),
        ),
      )
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /** Plans not expired, by id after `after` (re-planning their jobs). */
  async runningPage(db: Db, after: string | undefined, limit: number): Promise<SubscriptionRow[]> {
    return db
      .select()
      .from(subscriptions)
      .where(and(ne(subscriptions.status, 'expired'), after ? gt(subscriptions.id, after) : undefined))
      .orderBy(asc(subscriptions.id))
      .limit(limit);
  }

  async removeOf(tx: Db, memberId: string): Promise<void> {
    await tx.delete(subscriptions).where(eq(subscriptions.memberId, memberId));
  }
}
