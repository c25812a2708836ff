import type { DailyCount, StatsRange } from '@mawadda/contracts';
import { countByDay, type Db } from '@mawadda/kit';
import { reports } from './schema.js';

/** Reports filed each day of the range, on profiles and in chat. */
export function reportsByDay(db: Db, range: StatsRange): Promise<DailyCount[]> {
  return countByDay(db, range, { table: reports, at: reports.createdAt });
}
