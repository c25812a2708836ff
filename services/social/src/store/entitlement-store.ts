import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '@mawadda/kit';
import { entitlements } from './schema.js';

/** This service's copy of who is premium, from billing's `entitlement.changed` (never billing's tables). */
export class EntitlementStore {
  /** Kept only when newer than the copy (`version`): a late or repeated event changes nothing. */
  async apply(tx: Db, e: { memberId: string; premiumUntil: Date | null; version: number }): Promise<void> {
    await tx
      .insert(entitlements)
      .values(e)
      .onConflictDoUpdate({
        target: entitlements.memberId,
        set: { premiumUntil: e.premiumUntil, version: e.version, updatedAt: sql`now()` },
        setWhere: lt(entitlements.version, e.version),
      });
  }

  /** Premium at `now` (this service's clock): a plan ends on time whatever billing says later. */
  async premium(db: Db, memberId: string, now: Date): Promise<boolean> {
    const [row] = await db
      .select({ memberId: entitlements.memberId })
      .from(entitlements)
      .where(and(eq(entitlements.memberId, memberId), gt(entitlements.premiumUntil, now)));
    return !!row;
  }

  async erase(tx: Db, memberId: string): Promise<void> {
    await tx.delete(entitlements).where(eq(entitlements.memberId, memberId));
  }
}
