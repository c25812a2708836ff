import type { RegistrationStats, StatsRange } from '@mawadda/contracts';
import { registrationsByDay } from '../store/stats-store.js';
import type { AuthApp } from './context.js';

/** The staff dashboard's figures auth owns: registrations a day. */
export async function registrationStats(app: AuthApp, range: StatsRange): Promise<RegistrationStats> {
  return { registrations: await registrationsByDay(app.database.db, range) };
}
