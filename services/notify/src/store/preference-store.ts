import { eq, sql } from 'drizzle-orm';
import type { NotificationChannel, NotificationKind } from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
import { preferences } from './schema.js';

/** The row the insert proposed, in an upsert's update. */
const sqlExcluded = (column: string) => sql.raw(`excluded.${column}`);

/** The member's choices per kind; a kind they never chose has no row. */
export class PreferenceStore {
  async of(db: Db, memberId: string): Promise<{ kind: NotificationKind; channel: NotificationChannel }[]> {
    return db
      .select({ kind: preferences.kind, channel: preferences.channel })
      .from(preferences)
      .where(eq(preferences.memberId, memberId));
  }

  async save(
    tx: Db,
    memberId: string,
    choices: { kind: NotificationKind; channel: NotificationChannel }[],
    at: Date,
  ): Promise<void> {
    if (choices.length === 0) return;
    await tx
      .insert(preferences)
      .values(choices.map((c) => ({ memberId, ...c, updatedAt: at })))
      .onConflictDoUpdate({
        target: [preferences.memberId, preferences.kind],
        set: { channel: sqlExcluded('channel'), updatedAt: sqlExcluded('updated_at') },
      });
  }

  async eraseMember(tx: Db, memberId: string): Promise<void> {
    await tx.delete(preferences).where(eq(preferences.memberId, memberId));
  }
}
