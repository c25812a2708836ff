import { and, asc, eq, gt, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { keysetPage, type Db, type KeysetCursor } from '@mawadda/kit';
import { orders, type OrderRow } from './schema.js';

type NewOrder = Omit<typeof orders.$inferInsert, 'seq'>;

/** What every new order starts without: no payment yet, no session at the provider, no card. */
export const unpaidAt = (provider: string) => ({
  paidAt: null,
  failure: null,
  provider,
  providerSessionId: null,
  checkoutUrl: null,
  paymentRef: null,
  cardBrand: null,
  cardLast4: null,
});
type OrderChange = Partial<Omit<OrderRow, 'id' | 'seq' | 'memberId'>>;

/** Orders and their stages: at most one Pending per member (the partial unique index). */
export class OrderStore {
  /**
   * Undefined when the member already has a Pending order (a double click racing the first): the
   * index decides, and the caller answers that order instead.
   */
  async insertPending(tx: Db, row: NewOrder): Promise<OrderRow | undefined> {
    const [created] = await tx
      .insert(orders)
      .values(row)
      .onConflictDoNothing({ target: orders.memberId, where: sql`stage = 'Pending'` })
      .returning();
    return created;
  }

  /** A renewal try's order; undefined when this try was already made (a job that ran twice). */
  async insertRenewal(tx: Db, row: NewOrder): Promise<OrderRow | undefined> {
    const [created] = await tx
      .insert(orders)
      .values(row)
      .onConflictDoNothing({ target: orders.renewalOf })
      .returning();
    return created;
  }

  async pendingOf(db: Db, memberId: string, lock = false): Promise<OrderRow | undefined> {
    const query = db
      .select()
      .from(orders)
      .where(and(eq(orders.memberId, memberId), eq(orders.stage, 'Pending')));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  async byId(db: Db, id: string, lock = false): Promise<OrderRow | undefined> {
    const query = db.select().from(orders).where(eq(orders.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  /** The order a payment paid for (refund and dispute events name the payment only). */
  async byPaymentRef(db: Db, paymentRef: string, lock = false): Promise<OrderRow | undefined> {
    const query = db.select().from(orders).where(eq(orders.paymentRef, paymentRef)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  /** Whether a chargeback on one of the member's payments is still open (renewals wait for it). */
  async hasOpenDispute(db: Db, memberId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.memberId, memberId), eq(orders.disputeStatus, 'open')))
      .limit(1);
    return row !== undefined;
  }

  async byRenewal(db: Db, renewalOf: string): Promise<OrderRow | undefined> {
    const [row] = await db.select().from(orders).where(eq(orders.renewalOf, renewalOf));
    return row;
  }

  /** A renewal charge of this plan begun and not finished (the process died mid-way): to finish, not repeat. */
  async openRenewal(db: Db, subscriptionId: string): Promise<OrderRow | undefined> {
    const [row] = await db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.subscriptionId, subscriptionId),
          eq(orders.kind, 'renewal'),
          eq(orders.stage, 'Processing'),
        ),
      );
    return row;
  }

  /** Paid purchases whose plan was not applied yet (their fulfil job was lost): the sweep's catch-up. */
  async unfulfilled(db: Db, limit: number): Promise<string[]> {
    const rows = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.stage, 'Processing'), ne(orders.kind, 'renewal')))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /**
   * Orders a job still waits for, by id after `after`: Pending ones (their abandon job) and paid
   * purchases not applied yet (their fulfil job). Renewals are their subscription's job's.
   */
  async awaitingJobPage(
    db: Db,
    after: string | undefined,
    limit: number,
  ): Promise<Pick<OrderRow, 'id' | 'stage' | 'createdAt'>[]> {
    return db
      .select({ id: orders.id, stage: orders.stage, createdAt: orders.createdAt })
      .from(orders)
      .where(
        and(
          or(eq(orders.stage, 'Pending'), and(eq(orders.stage, 'Processing'), ne(orders.kind, 'renewal'))),
          after ? gt(orders.id, after) : undefined,
        ),
      )
      .orderBy(asc(orders.id))
      .limit(limit);
  }

  /**
   * Keeps the provider's checkout for the order unless one was kept first (two checkouts racing
   * for one order): undefined then, and the caller answers the one already kept, so the member is
   * only ever shown the session the webhook will be matched against.
   */
  async attachSession(
    db: Db,
    id: string,
    session: { sessionId: string; url: string },
  ): Promise<OrderRow | undefined> {
    const [row] = await db
      .update(orders)
      .set({ providerSessionId: session.sessionId, checkoutUrl: session.url })
      .where(and(eq(orders.id, id), isNull(orders.providerSessionId)))
      .returning();
    return row;
  }

  async update(tx: Db, id: string, change: OrderChange): Promise<OrderRow> {
    const [row] = await tx.update(orders).set(change).where(eq(orders.id, id)).returning();
    return row!;
  }

  /** A member's orders, newest first (keyset on createdAt, id). */
  async page(db: Db, memberId: string, limit: number, cursor?: KeysetCursor) {
    return keysetPage<OrderRow>({
      at: orders.createdAt,
      id: orders.id,
      limit,
      cursor,
      edgeOf: (o) => ({ at: o.createdAt, id: o.id }),
      select: (where: SQL | undefined, order: SQL[], n: number) =>
        db
          .select()
          .from(orders)
          .where(and(eq(orders.memberId, memberId), where))
          .orderBy(...order)
          .limit(n),
    });
  }

  /** Pending orders made before `before`: abandoned checkouts (the sweep's catch-up). */
  async stalePending(db: Db, before: Date, limit: number): Promise<string[]> {
    const rows = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.stage, 'Pending'), lte(orders.createdAt, before)))
      .limit(limit);
    return rows.map((r) => r.id);
  }
}
