import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '@mawadda/kit';
import type { TrialPeriod } from '../domain/trial.js';
import { trialPhones, trials, type TrialRow } from './schema.js';

/** The members' free trials (one per member, ever) and the phone numbers that had one. */
export class TrialStore {
  /**
   * Undefined when the member already has a trial: the primary key decides, so two starts racing
   * each other cannot both land.
   */
  async start(tx: Db, memberId: string, period: TrialPeriod): Promise<TrialRow | undefined> {
    const [row] = await tx
      .insert(trials)
      .values({ memberId, ...period })
      .onConflictDoNothing({ target: trials.memberId })
      .returning();
    return row;
  }

  /** False when the phone already had a trial: its key decides between two accounts racing. */
  async claimPhone(tx: Db, phoneKey: string, at: Date): Promise<boolean> {
    const rows = await tx
      .insert(trialPhones)
      .values({ phoneKey, claimedAt: at })
      .onConflictDoNothing({ target: trialPhones.phoneKey })
      .returning();
    return rows.length > 0;
  }

  async phoneUsed(db: Db, phoneKey: string): Promise<boolean> {
    const rows = await db.select().from(trialPhones).where(eq(trialPhones.phoneKey, phoneKey));
    return rows.length > 0;
  }

  async find(db: Db, memberId: string, lock = false): Promise<TrialRow | undefined> {
    const query = db.select().from(trials).where(eq(trials.memberId, memberId));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  /** Records that a reminder went out; false when it had already (a job that ran twice). */
  async markReminded(tx: Db, memberId: string, kind: string, at: Date): Promise<boolean> {
    const rows = await tx
      .update(trials)
      .set({
        remindedAt: sql`${trials.remindedAt} || ${JSON.stringify({ [kind]: at.toISOString() })}::jsonb`,
      })
      .where(and(eq(trials.memberId, memberId), sql`not (${trials.remindedAt} ? ${kind})`))
      .returning({ memberId: trials.memberId });
    return rows.length > 0;
  }

  /** Records the trial's end as handled; false when it had been. */
  async markEnded(tx: Db, memberId: string, at: Date): Promise<boolean> {
    const rows = await tx
      .update(trials)
      .set({ endedAt: at })
      .where(and(eq(trials.memberId, memberId), isNull(trials.endedAt)))
      .returning({ memberId: trials.memberId });
    return rows.length > 0;
  }

  /** Trials that ended by `now` and whose end was not handled (the sweep's catch-up). */
  async dueEnds(db: Db, now: Date, limit: number): Promise<string[]> {
    const rows = await db
      .select({ memberId: trials.memberId })
      .from(trials)
      .where(and(isNull(trials.endedAt), lte(trials.endsAt, now)))
      .limit(limit);
    return rows.map((r) => r.memberId);
  }

  /** Running trials within `days` of their end whose reminder `kind` was not sent. */
  async dueReminders(db: Db, kind: string, days: number, now: Date, limit: number): Promise<TrialRow[]> {
    return db
      .select()
      .from(trials)
      .where(
        and(
          isNull(trials.endedAt),
          sql`${trials.endsAt} - make_interval(days => ${days}) <= ${now.toISOString()}::timestamptz`,
          sql`not (${trials.remindedAt} ? ${kind})`,
        ),
      )
      .limit(limit);
  }

  /** Trials whose end was not handled yet, by member id after `after` (re-planning their jobs). */
  async openPage(db: Db, after: string | undefined, limit: number): Promise<TrialRow[]> {
    return db
      .select()
      .from(trials)
      .where(and(isNull(trials.endedAt), after ? gt(trials.memberId, after) : undefined))
      .orderBy(asc(trials.memberId))
      .limit(limit);
  }

  async remove(tx: Db, memberId: string): Promise<void> {
    await tx.delete(trials).where(eq(trials.memberId, memberId));
  }
}
