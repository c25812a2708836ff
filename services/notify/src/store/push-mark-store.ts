import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@mawadda/kit';
import { pushMessageMarks } from './schema.js';

/** When each member was last pushed each conversation's new message. */
export class PushMarkStore {
  /**
   * Marks the conversation pushed at `at` unless it was pushed after `quietSince`: true when this
   * message is to be pushed. One statement, so two messages at once push once.
   */
  async claim(
    tx: Db,
    memberId: string,
    conversationId: string,
    at: Date,
    quietSince: Date,
  ): Promise<boolean> {
    const claimed = await tx
      .insert(pushMessageMarks)
      .values({ memberId, conversationId, pushedAt: at })
      .onConflictDoUpdate({
        target: [pushMessageMarks.memberId, pushMessageMarks.conversationId],
        set: { pushedAt: sql.raw('excluded.pushed_at') },
        setWhere: lt(pushMessageMarks.pushedAt, quietSince),
      })
      .returning({ memberId: pushMessageMarks.memberId });
    return claimed.length > 0;
  }

  async eraseMember(tx: Db, memberId: string): Promise<void> {
    await tx.delete(pushMessageMarks).where(and(eq(pushMessageMarks.memberId, memberId)));
  }
}
