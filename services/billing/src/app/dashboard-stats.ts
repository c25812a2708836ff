import type { BillingStats, StatsRange } from '@mawadda/contracts';
import { revenueByWeek, trialsConvertedByDay, trialsStartedByDay } from '../store/stats-store.js';
import type { BillingApp } from './context.js';

/** The staff dashboard's figures billing owns: trials started and converted, revenue a week. */
export async function billingStats(app: BillingApp, range: StatsRange): Promise<BillingStats> {
  const db = app.database.db;
  const [trialsStarted, trialsConverted, revenue] = await Promise.all([
    trialsStartedByDay(db, range),
    trialsConvertedByDay(db, range),
    revenueByWeek(db, range),
  ]);
  return { trialsStarted, trialsConverted, revenue };
}
