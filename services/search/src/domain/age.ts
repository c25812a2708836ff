/** Whole years between a birth date (YYYY-MM-DD) and a day, both read as calendar days in UTC. */
export function ageOn(birthDate: string, today: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  return beforeBirthday ? age - 1 : age;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The day `years` years before `today` (29 February falls back to the 28th). */
function yearsBefore(today: Date, years: number): Date {
  const day = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  if (day.getUTCDate() !== today.getUTCDate()) day.setUTCDate(0);
  return day;
}

/**
 * An age range as birth dates: aged at least `min` means born on or before the day `min` years
 * ago; aged at most `max` means born after the day `max + 1` years ago.
 */
export function birthRangeFor(range: { min?: number; max?: number }, today: Date) {
  return {
    bornOnOrBefore: range.min === undefined ? undefined : dayOf(yearsBefore(today, range.min)),
    bornAfter: range.max === undefined ? undefined : dayOf(yearsBefore(today, range.max + 1)),
  };
}
