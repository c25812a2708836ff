/** The number written at `from`–`to` of a date's text (digits only, as the ISO form has). */
function numberAt(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) n = n * 10 + text.charCodeAt(i) - 48;
  return n;
}

/**
 * Whole years between a birth date (YYYY-MM-DD) and a day, in UTC. Read by position, not split:
 * every card of a search page has one, and the split showed up in a member search's profile (see
 * bench/RESULTS.md, edge). Any other form is split.
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

/** The ranges asked today, worked out once each: every search asks one of a few all day long. */
const rangesOfDay = { day: -1, ranges: new Map<string, BirthRange>() };
const RANGES_KEPT = 1_000;

export interface BirthRange {
  readonly bornOnOrBefore: string | undefined;
  readonly bornAfter: string | undefined;
}

/**
 * An age range as birth dates: at least `min` means born on or before the day `min` years ago, at
 * most `max` born after the day `max + 1` years ago. Kept for the rest of the UTC day, since every
 * member search asks for it.
 */
export function birthRangeFor(range: { min?: number; max?: number }, today: Date): BirthRange {
  const day = Math.floor(today.getTime() / 86_400_000);
  if (day !== rangesOfDay.day) {
    rangesOfDay.day = day;
    rangesOfDay.ranges.clear();
  }
  const key = `${range.min}-${range.max}`;
  const kept = rangesOfDay.ranges.get(key);
  if (kept) return kept;
  const made: BirthRange = {
    bornOnOrBefore: range.min === undefined ? undefined : dayOf(yearsBefore(today, range.min)),
    bornAfter: range.max === undefined ? undefined : dayOf(yearsBefore(today, range.max + 1)),
  };
  if (rangesOfDay.ranges.size < RANGES_KEPT) rangesOfDay.ranges.set(key, made);
  return made;
}
