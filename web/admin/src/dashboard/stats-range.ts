import type { StatsRange } from '@mawadda/contracts';

/** The ranges the dashboard offers, in days up to and including today. */
export const RANGE_DAYS = [7, 30, 90] as const;
export type RangeDays = (typeof RANGE_DAYS)[number];

const DAY_MS = 86_400_000;

/** The last `days` UTC days up to `now`'s (the services count by UTC day). */
export function lastDays(now: Date, days: number): StatsRange {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}
