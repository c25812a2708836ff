import type { Locale } from '@mawadda/contracts/locale';

/**
 * The one place numbers and dates become text, so every page writes them alike. Persian readers
 * get Persian digits (and dates in the Solar Hijri calendar); Arabic and Urdu pages keep Latin
 * digits, as the rest of their texts and the API's messages do.
 */
const tag = (locale: Locale) => (locale === 'fa' ? 'fa' : `${locale}-u-nu-latn`);

/** A number in the page's digits; `options` for the few that read otherwise (no grouping, units). */
export const formatNumber = (n: number, locale: Locale, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(tag(locale), options).format(n);

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
  new Intl.DateTimeFormat(tag(locale), { dateStyle: 'long' }).format(new Date(iso));

/** A calendar date (`YYYY-MM-DD`) read in UTC, so no time zone moves it by a day. */
export const formatDay = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(tag(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day.slice(0, 10)}T00:00:00Z`),
  );

/** Arabic-Indic and Persian digits typed on those keyboards, as the ASCII digits the API takes. */
export const asciiDigits = (s: string) =>
  s.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) & 0xf));
