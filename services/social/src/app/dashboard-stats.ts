import type { ReportStats, StatsRange } from '@mawadda/contracts';
import { reportsByDay } from '../store/stats-store.js';
import type { SocialApp } from './context.js';

/** The staff dashboard's figures social owns: reports a day. */
export async function reportStats(app: SocialApp, range: StatsRange): Promise<ReportStats> {
  return { reports: await reportsByDay(app.database.db, range) };
}
