import { asc, eq } from 'drizzle-orm';
import type { Db } from '@mawadda/kit';
import { refunds, type RefundRow } from './schema.js';

/** The refunds of orders: one row per refund, whichever way (staff, the provider) it arrived first. */
export class RefundStore {
  /** Undefined when the provider's refund id was recorded already. */
  async insert(tx: Db, row: RefundRow): Promise<RefundRow | undefined> {
    const [stored] = await tx.insert(refunds).values(row).onConflictDoNothing().returning();
    return stored;
  }

  async byRequest(db: Db, requestKey: string): Promise<RefundRow | undefined> {
    const [row] = await db.select().from(refunds).where(eq(refunds.requestKey, requestKey));
    return row;
  }

  async ofOrder(db: Db, orderId: string): Promise<RefundRow[]> {
    return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt));
  }
}
