import type { Locale } from '@mawadda/contracts/locale';

/**
 * The one place numbers and dates become text, so every page writes them alike. Persian readers
 * get Persian digits (and dates in the Solar Hijri calendar); Arabic and Urdu pages keep Latin
 * digits, as the rest of their texts and the API's messages do.
 */
const tag = (locale: Locale) => (locale === 'fa' ? 'fa' : `${locale}-u-nu-latn`);

/**
 * Formatters are made once per locale and options and kept: building an `Intl` formatter costs
 * far more than using one (ICU data), and a page formats dozens of numbers and dates per render
 * (issue 19: home's figures and a search page's cards spent 100 ms and more in it on a slow phone).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
function formatter<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  kind: 'number' | 'date' | 'relative',
  locale: Locale,
  options: object | undefined,
  make: (tag: string) => F,
): F {
  const key = `${kind} ${locale} ${JSON.stringify(options ?? {})}`;
  let made = formatters.get(key) as F | undefined;
  if (!made) formatters.set(key, (made = make(tag(locale))));
  return made;
}
const numberFormat = (locale: Locale, options?: Intl.NumberFormatOptions) =>
  formatter('number', locale, options, (t) => new Intl.NumberFormat(t, options));
const dateFormat = (locale: Locale, options: Intl.DateTimeFormatOptions) =>
  formatter('date', locale, options, (t) => new Intl.DateTimeFormat(t, options));
const relativeFormat = (locale: Locale, options: Intl.RelativeTimeFormatOptions) =>
  formatter('relative', locale, options, (t) => new Intl.RelativeTimeFormat(t, options));

/** A number in the page's digits; `options` for the few that read otherwise (no grouping, units). */
export const formatNumber = (n: number, locale: Locale, options?: Intl.NumberFormatOptions) =>
  numberFormat(locale, options).format(n);

export const formatPercent = (percent: number, locale: Locale) =>
  formatNumber(percent / 100, locale, { style: 'percent', maximumFractionDigits: 0 });

/** Millions read better as words ("6 million", "60 لاکھ"); smaller counts keep their digits. */
export const formatCompact = (n: number, locale: Locale) =>
  formatNumber(n, locale, n >= 1_000_000 ? { notation: 'compact', compactDisplay: 'long' } : {});

/** File sizes as a member reads them: "840 kB", "1.4 MB". */
export function formatSize(bytes: number, locale: Locale) {
  const mega = bytes >= 1024 * 1024;
  return formatNumber(
    // A file under a kilobyte reads "1 kB", never "0 kB" (which looks like an empty file).
    mega ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024)),
    locale,
    {
      style: 'unit',
      unit: mega ? 'megabyte' : 'kilobyte',
      unitDisplay: 'short',
      maximumFractionDigits: mega ? 1 : 0,
    },
  );
}

/** A moment (an ISO timestamp, a post's publication) as the reader's calendar day. */
export const formatDate = (iso: string, locale: Locale) =>
  dateFormat(locale, { dateStyle: 'long' }).format(new Date(iso));

/** A calendar date (`YYYY-MM-DD`) read in UTC, so no time zone moves it by a day. */
export const formatDay = (day: string, locale: Locale) =>
  dateFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day.slice(0, 10)}T00:00:00Z`),
  );

/** Arabic-Indic and Persian digits typed on those keyboards, as the ASCII digits the API takes. */
export const asciiDigits = (s: string) =>
  s.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) & 0xf));

/** A time of day as the reader's clock writes it ("10:42 PM", "22:42"), in their time zone. */
export const formatTime = (iso: string, locale: Locale) =>
  dateFormat(locale, { timeStyle: 'short' }).format(new Date(iso));

const pad = (n: number) => String(n).padStart(2, '0');

/** The reader's calendar day of a moment, in their time zone, as `YYYY-MM-DD` (to group by day). */
export function localDayKey(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const midnight = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();

/** A relative phrase with a capital where the language writes one ("Today", "Yesterday"). */
const sentenceCase = (s: string, locale: Locale) => s.charAt(0).toLocaleUpperCase(locale) + s.slice(1);

/**
 * A day heading between messages: "Today", "Yesterday" (the language's own words), else the
 * weekday and date, the year only when it is not this year's.
 */
export function formatChatDay(iso: string, locale: Locale, now: Date = new Date()): string {
  const day = new Date(iso);
  const daysAgo = Math.round((midnight(now) - midnight(day)) / 86_400_000);
  if (daysAgo === 0 || daysAgo === 1)
    return sentenceCase(relativeFormat(locale, { numeric: 'auto' }).format(-daysAgo, 'day'), locale);
  return dateFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(day.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  }).format(day);
}

/**
 * How long ago, in the reader's words: "now", "5 minutes ago", "yesterday", within a week;
 * older moments as their date.
 */
export function formatRelativeTime(iso: string, locale: Locale, now: number = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const ago = Math.abs(seconds);
  const rtf = relativeFormat(locale, { numeric: 'auto' });
  if (ago < 60) return rtf.format(0, 'second');
  if (ago < 3600) return rtf.format(Math.round(seconds / 60), 'minute');
  if (ago < 86_400) return rtf.format(Math.round(seconds / 3600), 'hour');
  if (ago < 7 * 86_400) return rtf.format(Math.round(seconds / 86_400), 'day');
  return dateFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}

/** A moment ahead or behind: its time alone when it is today, else its date and time. */
export function formatWhen(iso: string, locale: Locale, now: Date = new Date()): string {
  const today = localDayKey(iso) === localDayKey(now.toISOString());
  return dateFormat(
    locale,
    today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(new Date(iso));
}
