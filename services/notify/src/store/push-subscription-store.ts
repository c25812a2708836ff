import { and, asc, eq } from 'drizzle-orm';
import { keptReads, watchedColumnOf, type Db, type KeptReads, type RowChanges } from '@mawadda/kit';
import { pushSubscriptions, type PushSubscriptionRow } from './schema.js';

/** Members' devices that take pushes, one row an endpoint. */
export class PushSubscriptionStore {
  /**
   * A member's devices, kept in memory where the database reports its changes (`KeptReads`): every
   * chat message asks whether its recipient has one, and nearly every answer is "none".
   */
  private readonly devices: KeptReads<PushSubscriptionRow[]>;

  constructor(changes?: RowChanges) {
    this.devices = keptReads(changes, watchedColumnOf(pushSubscriptions.memberId));
  }

  /**
   * Keeps the device for this member: an endpoint already known (subscribed again, or a shared
   * device signed in as someone else) takes the new keys, label, language and member.
   */
  async save(db: Db, row: PushSubscriptionRow): Promise<PushSubscriptionRow> {
    const [saved] = await db
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          memberId: row.memberId,
          p256dh: row.p256dh,
          auth: row.auth,
          label: row.label,
          locale: row.locale,
        },
      })
      .returning();
    return saved!;
  }

  /** Her devices, oldest first. Read-only: a transaction that changed them reads `db` itself. */
  async ofMember(db: Db, memberId: string): Promise<readonly PushSubscriptionRow[]> {
    return this.devices.read(memberId, () =>
      db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.memberId, memberId))
        .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id)),
    );
  }

  async byId(db: Db, id: string): Promise<PushSubscriptionRow | undefined> {
    const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    return row;
  }

  /** Deletes the member's device with this id; false when she has none such. */
  async remove(db: Db, memberId: string, id: string): Promise<boolean> {
    const gone = await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.memberId, memberId), eq(pushSubscriptions.id, id)))
      .returning({ id: pushSubscriptions.id });
    return gone.length > 0;
  }

  /** Deletes the member's device with this endpoint (another member's is left alone). */
  async removeEndpoint(db: Db, memberId: string, endpoint: string): Promise<void> {
    await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.memberId, memberId), eq(pushSubscriptions.endpoint, endpoint)));
  }

  /** The push service said the subscription is gone (404/410): forgotten, whoever holds it now. */
  async expire(db: Db, id: string, endpoint: string): Promise<void> {
    await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.endpoint, endpoint)));
  }

  async eraseMember(tx: Db, memberId: string): Promise<void> {
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.memberId, memberId));
  }
}
