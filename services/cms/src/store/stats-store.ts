import type { DailyMedian, StatsRange } from '@mawadda/contracts';
import { medianByDay, type Db } from '@mawadda/kit';
import { feedback } from './schema.js';

/** The median time from a feedback message to staff's reply, by the day of the reply. */
export function replyTimeByDay(db: Db, range: StatsRange): Promise<DailyMedian[]> {
  return medianByDay(db, range, { table: feedback, from: feedback.createdAt, to: feedback.repliedAt });
}
