import { and, eq, isNull, sql } from 'drizzle-orm';
import { uuidv7, type Db } from '@mawadda/kit';
import { rebuilds } from './schema.js';

/** Rebuilds in progress: a batch or a finish names one, and a finished one takes no more. */
export class RebuildStore {
  constructor(private readonly db: Db) {}

  async start(): Promise<{ id: string; startedAt: Date }> {
    // The database's clock, the one `touched_at` is stamped with: the sweep compares the two.
    const [row] = await this.db
      .insert(rebuilds)
      .values({ id: uuidv7(), startedAt: sql`now()` })
      .returning();
    return row!;
  }

  async running(id: string): Promise<{ id: string; startedAt: Date } | undefined> {
    const [row] = await this.db
      .select()
      .from(rebuilds)
      .where(and(eq(rebuilds.id, id), isNull(rebuilds.finishedAt)));
    return row;
  }

  async finish(tx: Db, id: string): Promise<boolean> {
    const done = await tx
      .update(rebuilds)
      .set({ finishedAt: new Date() })
      .where(and(eq(rebuilds.id, id), isNull(rebuilds.finishedAt)))
      .returning({ id: rebuilds.id });
    return done.length > 0;
  }
}
