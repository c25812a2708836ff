import { and, eq, lte, or } from 'drizzle-orm';
import type { GuardianChangedPayload } from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
import { guardians } from './schema.js';

/** Each member's guardian as auth last said, for what he may read of her suggestions. */
export class GuardianStore {
  constructor(private readonly db: Db) {}

  /** The newest word wins: a late older event changes nothing. */
  async apply(tx: Db, g: GuardianChangedPayload): Promise<void> {
    const row = {
      memberId: g.memberId,
      guardianId: g.guardianId,
      seesMatchmaking: g.guardianId !== null && g.seesMatchmaking,
      at: new Date(g.at),
    };
    await tx
      .insert(guardians)
      .values(row)
      .onConflictDoUpdate({ target: guardians.memberId, set: row, setWhere: lte(guardians.at, row.at) });
  }

  /** Whether `guardianId` is her guardian now and she lets him see her matchmaking. */
  async seesMatchmaking(memberId: string, guardianId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: guardians.memberId })
      .from(guardians)
      .where(
        and(
          eq(guardians.memberId, memberId),
          eq(guardians.guardianId, guardianId),
          eq(guardians.seesMatchmaking, true),
        ),
      );
    return row !== undefined;
  }

  async purge(tx: Db, memberId: string): Promise<void> {
    await tx
      .delete(guardians)
      .where(or(eq(guardians.memberId, memberId), eq(guardians.guardianId, memberId)));
  }
}
