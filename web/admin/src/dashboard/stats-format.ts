import { CURRENCY } from '@mawadda/contracts';
import { dateLocale } from '../shared/DateField';

/** A day `YYYY-MM-DD` as staff read it ("3 Mar", "٣ مارس" with Latin digits). */
export function dayLabel(day: string, lang: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(dateLocale(lang), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/** A count, grouped as the language groups digits. */
export const formatCount = (n: number, lang: string) => n.toLocaleString(dateLocale(lang));

/** A wait in the largest unit that reads well: seconds under a minute, minutes under two hours, … */
export function formatDuration(seconds: number, lang: string): string {
  const [value, unit] =
    seconds < 60
      ? [seconds, 'second']
      : seconds < 2 * 3600
        ? [seconds / 60, 'minute']
        : seconds < 2 * 86_400
          ? [seconds / 3600, 'hour']
          : [seconds / 86_400, 'day'];
  return new Intl.NumberFormat(dateLocale(lang), {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}

/**
 * Fils as dirhams, the fils shown only when there are some ("AED 1,234.50", "AED 499"): a figure
 * read at a glance, like the site's prices, carries no ".00".
 */
export function formatMoney(minor: number, lang: string): string {
  const fraction = minor % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat(lang === 'ar' ? 'ar-AE' : 'en-AE', {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: fraction,
    maximumFractionDigits: fraction,
  }).format(minor / 100);
}
