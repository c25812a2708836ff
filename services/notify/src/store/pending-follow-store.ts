import { eq, or } from 'drizzle-orm';
import type { Db } from '@mawadda/kit';
import { pendingFollows } from './schema.js';

/** Follow requests waiting for their answer (see the table's comment). */
export class PendingFollowStore {
  async remember(tx: Db, row: typeof pendingFollows.$inferInsert): Promise<void> {
    await tx.insert(pendingFollows).values(row).onConflictDoNothing();
  }

  /** Forgets the request; true when it was waiting (so an acceptance answers a request). */
  async settle(tx: Db, followId: string): Promise<boolean> {
    const rows = await tx
      .delete(pendingFollows)
      .where(eq(pendingFollows.followId, followId))
      .returning({ id: pendingFollows.followId });
    return rows.length > 0;
  }

  async eraseMember(tx: Db, memberId: string): Promise<void> {
    await tx
      .delete(pendingFollows)
      .where(or(eq(pendingFollows.followerId, memberId), eq(pendingFollows.targetId, memberId)));
  }
}
