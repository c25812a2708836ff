import type { Locale } from '@mawadda/contracts/locale';
import { formatNumber } from '../format';

/**
 * A calendar date held as `YYYY-MM-DD` while it is picked part by part: a part not chosen yet is
 * left empty ("1995--12"), so the form keeps a half-picked date across steps and the shared date
 * rule refuses it as not a date, with no state of its own in the field.
 */
export interface DateParts {
  year: string;
  month: string;
  day: string;
}

export function splitDate(value: string | undefined): DateParts {
  const [year = '', month = '', day = ''] = (value ?? '').split('-');
  return { year, month, day };
}

/** Empty when nothing is chosen, so "required" is said rather than "not a date". */
export function joinDate({ year, month, day }: DateParts): string {
  if (!year && !month && !day) return '';
  return `${year}-${month}-${day}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The twelve Gregorian month names in the member's language. The calendar is named: Persian's
 * default is the Solar Hijri one, whose month names would not fit a Gregorian day and year.
 */
export function monthOptions(locale: Locale): { value: string; label: string }[] {
  const names = new Intl.DateTimeFormat(`${locale}-u-ca-gregory`, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => ({
    value: pad(i + 1),
    label: names.format(Date.UTC(2000, i, 1)),
  }));
}

/** Days 1–31 in the page's digits; a day the month lacks (31 April) is refused by the date rule. */
export function dayOptions(locale: Locale): { value: string; label: string }[] {
  return Array.from({ length: 31 }, (_, i) => ({ value: pad(i + 1), label: formatNumber(i + 1, locale) }));
}

/** The years a member of `minAge`–`maxAge` may be born in, the most recent first. */
export function yearOptions(
  locale: Locale,
  { minAge, maxAge }: { minAge: number; maxAge: number },
  today = new Date(),
): { value: string; label: string }[] {
  const last = today.getUTCFullYear() - minAge;
  // Someone turning maxAge + 1 later this year was born a year before the last full one.
  const first = today.getUTCFullYear() - maxAge - 1;
  return Array.from({ length: last - first + 1 }, (_, i) => {
    const year = last - i;
    return { value: String(year), label: formatNumber(year, locale, { useGrouping: false }) };
  });
}
