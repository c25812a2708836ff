import { and, eq, or } from 'drizzle-orm';
import type { Db } from '@mawadda/kit';
import { approaches } from './schema.js';

type Kind = 'request' | 'conversation';

/** Who reached out to whom (a pending follow request, a conversation): never suggested to each other. */
export class ApproachStore {
  constructor(private readonly db: Db) {}

  async add(tx: Db, fromId: string, toId: string, kind: Kind): Promise<void> {
    await tx.insert(approaches).values({ fromId, toId, kind }).onConflictDoNothing();
  }

  async remove(tx: Db, fromId: string, toId: string, kind: Kind): Promise<void> {
    await tx
      .delete(approaches)
      .where(and(eq(approaches.fromId, fromId), eq(approaches.toId, toId), eq(approaches.kind, kind)));
  }

  /** Everyone a member reached out to or was reached by. */
  async around(memberId: string): Promise<string[]> {
    const rows = await this.db
      .select()
      .from(approaches)
      .where(or(eq(approaches.fromId, memberId), eq(approaches.toId, memberId)));
    return rows.map((r) => (r.fromId === memberId ? r.toId : r.fromId));
  }

  async purge(tx: Db, memberId: string): Promise<void> {
    await tx.delete(approaches).where(or(eq(approaches.fromId, memberId), eq(approaches.toId, memberId)));
  }
}
