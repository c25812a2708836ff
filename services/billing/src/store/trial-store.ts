import { eq } from 'drizzle-orm';
import type { Db } from '@mawadda/kit';
import type { TrialPeriod } from '../domain/trial.js';
import { trials, type TrialRow } from './schema.js';

/** The members' free trials: one row per member, ever. */
export class TrialStore {
  /**
   * Undefined when the member already has a trial: the primary key decides, so two starts racing
   * each other (or a replayed registration) cannot both land.
   */
  async start(tx: Db, memberId: string, period: TrialPeriod): Promise<TrialRow | undefined> {
    const [row] = await tx
      .insert(trials)
      .values({ memberId, ...period })
      .onConflictDoNothing({ target: trials.memberId })
      .returning();
    return row;
  }

  async find(db: Db, memberId: string): Promise<TrialRow | undefined> {
    const [row] = await db.select().from(trials).where(eq(trials.memberId, memberId));
    return row;
  }

  async remove(tx: Db, memberId: string): Promise<void> {
    await tx.delete(trials).where(eq(trials.memberId, memberId));
  }
}
