/*
 * Periods of plans and trials, in UTC instants. A month is a calendar month: a plan bought on
 * 31 January for one month would end on the last day of February (clamped), at the same time of day.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

export const addDays = (at: Date, days: number): Date => new Date(at.getTime() + days * DAY_MS);

export function addMonths(at: Date, months: number): Date {
  return addMonthsOnDay(at, months, at.getUTCDate());
}

/**
 * `months` later, on `day` of that month (clamped to its last day), at the same time of day: a
 * plan bought on the 31st renews on the 31st of every month that has one, not on a day drifting
 * down after each short month.
 */
export function addMonthsOnDay(at: Date, months: number, day: number): Date {
  const target = new Date(at.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

export const later = (a: Date, b: Date): Date => (a.getTime() >= b.getTime() ? a : b);
