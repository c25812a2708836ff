import { eq, inArray } from 'drizzle-orm';
import type { Preferences } from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
import { preferences, type PreferencesRow } from './schema.js';

/** A member's wishes for a spouse: one row, replaced whole. Writes take the caller's transaction. */
export class PreferencesStore {
  constructor(private readonly db: Db) {}

  async of(memberId: string, tx: Db = this.db): Promise<PreferencesRow | undefined> {
    const [row] = await tx.select().from(preferences).where(eq(preferences.memberId, memberId));
    return row;
  }

  /** The wishes of several members at once (the staff export's page), one query. */
  async ofMany(memberIds: readonly string[]): Promise<Map<string, Preferences>> {
    if (!memberIds.length) return new Map();
    const rows = await this.db.select().from(preferences).where(inArray(preferences.memberId, [...memberIds]));
    return new Map(rows.map((r) => [r.memberId, r.wishes]));
  }

  async put(tx: Db, memberId: string, wishes: Preferences, at: Date): Promise<PreferencesRow> {
    const [row] = await tx
      .insert(preferences)
      .values({ memberId, wishes, updatedAt: at })
      .onConflictDoUpdate({ target: preferences.memberId, set: { wishes, updatedAt: at } })
      .returning();
    return row!;
  }

  async purge(tx: Db, memberId: string): Promise<void> {
    await tx.delete(preferences).where(eq(preferences.memberId, memberId));
  }
}
