import type { FeedbackStats, StatsRange } from '@mawadda/contracts';
import { replyTimeByDay } from '../store/stats-store.js';
import type { CmsApp } from './context.js';

/** The staff dashboard's figures cms owns: how fast feedback is answered. */
export async function feedbackStats(app: CmsApp, range: StatsRange): Promise<FeedbackStats> {
  return { reply: await replyTimeByDay(app.database.db, range) };
}
