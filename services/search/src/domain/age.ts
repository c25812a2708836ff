/** The number written at `from`–`to` of a date's text (digits only, as the ISO form has). */
function numberAt(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) n = n * 10 + text.charCodeAt(i) - 48;
  return n;
}

/**
 * Whole years between a birth date (YYYY-MM-DD) and a day, both read as calendar days in UTC.
 * Read by position, not split: every card of a search page has one, and the split's arrays were
 * ~3 % of a member's search request (issue 18, `bench/edge.ts`). Any other form is split as before.
 */
export function ageOn(birthDate: string, today: Date): number {
  let y: number, m: number, d: number;
  if (birthDate.length === 10 && birthDate[4] === '-' && birthDate[7] === '-') {
    y = numberAt(birthDate, 0, 4);
    m = numberAt(birthDate, 5, 7);
    d = numberAt(birthDate, 8, 10);
  } else [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const age = today.getUTCFullYear() - y;
  const month = today.getUTCMonth() + 1;
  const beforeBirthday = month < m || (month === m && today.getUTCDate() < d);
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
