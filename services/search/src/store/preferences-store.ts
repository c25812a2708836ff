import { and, eq, lte, or, isNull } from 'drizzle-orm';
import type { Preferences } from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
import { preferences } from './schema.js';

/** Each member's wishes, newest kept: a late older event changes nothing. */
export class PreferencesStore {
  constructor(private readonly db: Db) {}

  async of(db: Db, memberId: string): Promise<Preferences | null> {
    const [row] = await db.select().from(preferences).where(eq(preferences.memberId, memberId));
    return row?.preferences ?? null;
  }

  /** True when this set is now the member's (it was newer than the one on file). */
  async put(tx: Db, memberId: string, wishes: Preferences, changedAt: Date): Promise<boolean> {
    const rows = await tx
      .insert(preferences)
      .values({ memberId, preferences: wishes, changedAt })
      .onConflictDoUpdate({
        target: preferences.memberId,
        set: { preferences: wishes, changedAt },
        setWhere: or(isNull(preferences.changedAt), lte(preferences.changedAt, changedAt)),
      })
      .returning({ memberId: preferences.memberId });
    return rows.length > 0;
  }

  async purge(tx: Db, memberId: string): Promise<void> {
    await tx.delete(preferences).where(and(eq(preferences.memberId, memberId)));
  }
}
