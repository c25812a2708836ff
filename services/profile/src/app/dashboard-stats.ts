import type { ReviewStats, StatsRange } from '@mawadda/contracts';
import { moderationDecisionByDay, verificationsByDay } from '../store/stats-store.js';
import type { ProfileApp } from './context.js';

/** The staff dashboard's figures profile owns: identity checks a day, time to a moderation decision. */
export async function reviewStats(app: ProfileApp, range: StatsRange): Promise<ReviewStats> {
  const db = app.database.db;
  const [verifications, moderationDecision] = await Promise.all([
    verificationsByDay(db, range),
    moderationDecisionByDay(db, range),
  ]);
  return { verifications, moderationDecision };
}
