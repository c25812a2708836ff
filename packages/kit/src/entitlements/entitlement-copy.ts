import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { integer, timestamp, uuid, type PgSchema } from 'drizzle-orm/pg-core';
import type { EntitlementChangedPayload } from '@mawadda/contracts';
import type { Db } from '../db/database.js';
import { isErasedMember } from '../revocation/member-erasure.js';

/**
 * A service's copy of who is premium, from billing's `entitlement.changed` alone, judged against
 * the service's own clock so a plan ends on time before billing announces it. `version` keeps the
 * newest word: a late event neither takes the right back nor gives it again.
 */
export function entitlementTable(schema: PgSchema) {
  return schema.table('entitlements', {
    memberId: uuid('member_id').primaryKey(),
    premiumUntil: timestamp('premium_until', { withTimezone: true }),
    version: integer('version').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  });
}

export type EntitlementTable = ReturnType<typeof entitlementTable>;

/** Reads and keeps the copy; consumers call `apply` in their inbox transaction. */
export class EntitlementCopy {
  constructor(private readonly table: EntitlementTable) {}

  /**
   * Billing's event, applied when newer than the copy. An erased member's late event finds the
   * tombstone and brings no row back.
   */
  async apply(tx: Db, e: EntitlementChangedPayload): Promise<void> {
    if (await isErasedMember(tx, e.memberId)) return;
    const row = {
      memberId: e.memberId,
      premiumUntil: e.premiumUntil ? new Date(e.premiumUntil) : null,
      version: e.version,
    };
    await tx
      .insert(this.table)
      .values(row)
      .onConflictDoUpdate({
        target: this.table.memberId,
        set: { premiumUntil: row.premiumUntil, version: row.version, updatedAt: sql`now()` },
        setWhere: lt(this.table.version, row.version),
      });
  }

  /** Premium at `now` (the service's clock). */
  async premium(db: Db, memberId: string, now: Date): Promise<boolean> {
    const [row] = await db
      .select({ memberId: this.table.memberId })
      .from(this.table)
      .where(and(eq(this.table.memberId, memberId), gt(this.table.premiumUntil, now)))
      .limit(1);
    return !!row;
  }

  async erase(tx: Db, memberId: string): Promise<void> {
    await tx.delete(this.table).where(eq(this.table.memberId, memberId));
  }
}
