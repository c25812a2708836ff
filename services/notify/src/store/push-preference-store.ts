import { eq, sql } from 'drizzle-orm';
import type { PushTopic } from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
import { pushPreferences } from './schema.js';

/** A member's push choices per topic; a topic she never chose has no row. */
export class PushPreferenceStore {
  async of(db: Db, memberId: string): Promise<{ topic: PushTopic; enabled: boolean }[]> {
    return db
      .select({ topic: pushPreferences.topic, enabled: pushPreferences.enabled })
      .from(pushPreferences)
      .where(eq(pushPreferences.memberId, memberId));
  }

  async save(tx: Db, memberId: string, choices: { topic: PushTopic; enabled: boolean }[], at: Date) {
    if (choices.length === 0) return;
    await tx
      .insert(pushPreferences)
      .values(choices.map((c) => ({ memberId, ...c, updatedAt: at })))
      .onConflictDoUpdate({
        target: [pushPreferences.memberId, pushPreferences.topic],
        set: { enabled: sql.raw('excluded.enabled'), updatedAt: sql.raw('excluded.updated_at') },
      });
  }

  async eraseMember(tx: Db, memberId: string): Promise<void> {
    await tx.delete(pushPreferences).where(eq(pushPreferences.memberId, memberId));
  }
}
