import type { DailyCount, StatsRange } from '@mawadda/contracts';
import { countByDay, type Db } from '@mawadda/kit';
import { isMemberAccount } from './accounts-store.js';
import { accounts } from './schema.js';

/** Member and company accounts opened each day of the range (staff and guardians are not members). */
export function registrationsByDay(db: Db, range: StatsRange): Promise<DailyCount[]> {
  return countByDay(db, range, { table: accounts, at: accounts.createdAt, where: isMemberAccount });
}
