import type { Locale } from '@mawadda/contracts/locale';

/**
 * The one place numbers and dates become text, so every page writes them alike. Persian readers
 * get Persian digits (and dates in the Solar Hijri calendar); Arabic and Urdu pages keep Latin
 * digits, as the rest of their texts and the API's messages do.
 */
const tag = (locale: Locale) => (locale === 'fa' ? 'fa' : `${locale}-u-nu-latn`);

/**
 * Formatters are made once per locale and options and kept: building an `Intl` formatter costs
 * far more than using one (ICU data), and a page formats dozens of numbers and dates per render.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
const keyOf = (kind: 'number' | 'date' | 'relative', locale: Locale, options: object | undefined) =>
  `${kind} ${locale} ${JSON.stringify(options ?? {})}`;
function formatter<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => F,
): F {
  let made = formatters.get(key) as F | undefined;
  if (!made) formatters.set(key, (made = make()));
  return made;
}

/**
 * The texts a server render wrote, handed over in `ServerData` so hydration reads them instead of
 * building a page's first (costly) `Intl` formatters. Taken only for the same call and, for a
 * moment in the reader's zone, the same UTC offset; so server and browser agree despite ICU.
 */
let recording: Record<string, string> | undefined;
let seeds: Record<string, string> | undefined;

/** Starts keeping every text written (a server render); the function returned stops and hands them over. */
export function recordFormatted(): () => Record<string, string> {
  const texts: Record<string, string> = {};
  recording = texts;
  return () => {
    if (recording === texts) recording = undefined;
    return texts;
  };
}

/** The server's texts for this page (main.tsx, before hydrating). */
export function seedFormatted(texts: Record<string, string> | undefined): void {
  seeds = texts;
}

function written(key: string, input: string, write: () => string): string {
  const id = `${key} ${input}`;
  const seeded = seeds && Object.hasOwn(seeds, id) ? seeds[id] : undefined;
  if (seeded !== undefined) return seeded;
  const text = write();
  if (recording) recording[id] = text;
  return text;
}

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
/**
 * A whole number under a thousand, no options, written directly as every locale's formatter would
 * (checked against `Intl` in the tests). Ages and counts are most of a page's numbers, and a page's
 * first formatter is the costly one (ICU data).
 */
const plainSmall = (n: number, locale: Locale): string | undefined => {
  if (!Number.isInteger(n) || n < 0 || n >= 1000) return undefined;
  const digits = String(n);
  return locale === 'fa' ? digits.replace(/\d/g, (d) => PERSIAN_DIGITS[Number(d)]!) : digits;
};

const numberText = (n: number, locale: Locale, options?: Intl.NumberFormatOptions) => {
  const plain = options ? undefined : plainSmall(n, locale);
  if (plain !== undefined) return plain;
  const key = keyOf('number', locale, options);
  return written(key, String(n), () =>
    formatter(key, () => new Intl.NumberFormat(tag(locale), options)).format(n),
  );
};
const dateText = (date: Date, locale: Locale, options: Intl.DateTimeFormatOptions) => {
  const key = keyOf('date', locale, options);
  // Without a fixed zone the text depends on the reader's offset at that moment.
  const input = options.timeZone ? String(date.getTime()) : `${date.getTime()}@${date.getTimezoneOffset()}`;
  return written(key, input, () =>
    formatter(key, () => new Intl.DateTimeFormat(tag(locale), options)).format(date),
  );
};
const relativeText = (
  value: number,
  unit: Intl.RelativeTimeFormatUnit,
  locale: Locale,
  options: Intl.RelativeTimeFormatOptions,
) => {
  const key = keyOf('relative', locale, options);
  return written(key, `${value} ${unit}`, () =>
    formatter(key, () => new Intl.RelativeTimeFormat(tag(locale), options)).format(value, unit),
  );
};

/** A number in the page's digits; `options` for the few that read otherwise (no grouping, units). */
export const formatNumber = (n: number, locale: Locale, options?: Intl.NumberFormatOptions) =>
  numberText(n, locale, options);

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
  dateText(new Date(iso), locale, { dateStyle: 'long' });

/** A calendar date (`YYYY-MM-DD`) read in UTC, so no time zone moves it by a day. */
export const formatDay = (day: string, locale: Locale) =>
  dateText(new Date(`${day.slice(0, 10)}T00:00:00Z`), locale, { dateStyle: 'long', timeZone: 'UTC' });

/** Arabic-Indic and Persian digits typed on those keyboards, as the ASCII digits the API takes. */
export const asciiDigits = (s: string) =>
  s.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) & 0xf));

/** A time of day as the reader's clock writes it ("10:42 PM", "22:42"), in their time zone. */
export const formatTime = (iso: string, locale: Locale) =>
  dateText(new Date(iso), locale, { timeStyle: 'short' });

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
    return sentenceCase(relativeText(-daysAgo, 'day', locale, { numeric: 'auto' }), locale);
  return dateText(day, locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(day.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}

/**
 * How long ago, in the reader's words: "now", "5 minutes ago", "yesterday", within a week;
 * older moments as their date.
 */
export function formatRelativeTime(iso: string, locale: Locale, now: number = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const ago = Math.abs(seconds);
  const relative = (value: number, unit: Intl.RelativeTimeFormatUnit) =>
    relativeText(value, unit, locale, { numeric: 'auto' });
  if (ago < 60) return relative(0, 'second');
  if (ago < 3600) return relative(Math.round(seconds / 60), 'minute');
  if (ago < 86_400) return relative(Math.round(seconds / 3600), 'hour');
  if (ago < 7 * 86_400) return relative(Math.round(seconds / 86_400), 'day');
  return dateText(new Date(iso), locale, { dateStyle: 'medium' });
}

/** A moment ahead or behind: its time alone when it is today, else its date and time. */
export function formatWhen(iso: string, locale: Locale, now: Date = new Date()): string {
  const today = localDayKey(iso) === localDayKey(now.toISOString());
  return dateText(
    new Date(iso),
    locale,
    today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  );
}

const lists = new Map<Locale, Intl.ListFormat>();

/** Several names as one phrase in the reader's language ("Arabic, English and Urdu", "العربية والإنجليزية"). */
export function formatList(items: readonly string[], locale: Locale): string {
  let list = lists.get(locale);
  if (!list) lists.set(locale, (list = new Intl.ListFormat(locale, { type: 'conjunction' })));
  return list.format(items);
}
