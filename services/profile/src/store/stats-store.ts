import { isNotNull } from 'drizzle-orm';
import type { DailyCount, DailyMedian, StatsRange } from '@mawadda/contracts';
import { countByDay, medianByDay, type Db } from '@mawadda/kit';
import { moderationItems, verifications } from './schema.js';

/** Identity checks (selfies and documents) submitted each day of the range. */
export function verificationsByDay(db: Db, range: StatsRange): Promise<DailyCount[]> {
  return countByDay(db, range, { table: verifications, at: verifications.submittedAt });
}

/** The median time from submission to a moderator's decision, by the day of the decision. */
export function moderationDecisionByDay(db: Db, range: StatsRange): Promise<DailyMedian[]> {
  return medianByDay(db, range, {
    table: moderationItems,
    from: moderationItems.submittedAt,
    to: moderationItems.decidedAt,
    // Erasure and replaced items leave no decider: only staff's decisions are timed.
    where: isNotNull(moderationItems.decidedBy),
  });
}
