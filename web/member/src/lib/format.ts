import type { Locale } from '@mawadda/contracts/locale';

/**
 * Persian readers expect Persian digits; Arabic and Urdu pages keep Latin digits, as the rest of
 * their texts and the API's messages do (the same rule as the feedback form's counter).
 */
const tag = (locale: Locale) => (locale === 'fa' ? 'fa' : `${locale}-u-nu-latn`);

export const formatNumber = (n: number, locale: Locale) => new Intl.NumberFormat(tag(locale)).format(n);

export const formatPercent = (percent: number, locale: Locale) =>
  new Intl.NumberFormat(tag(locale), { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);

/** A calendar date (`YYYY-MM-DD`) read in UTC, so no time zone moves it by a day. */
export const formatDay = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(tag(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day.slice(0, 10)}T00:00:00Z`),
  );

/** File sizes as a member reads them: "840 kB", "1.4 MB". */
export function formatSize(bytes: number, locale: Locale) {
  const mega = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(tag(locale), {
    style: 'unit',
    unit: mega ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: mega ? 1 : 0,
    // A file under a kilobyte reads "1 kB", never "0 kB" (which looks like an empty file).
  }).format(mega ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024)));
}

/** Arabic-Indic and Persian digits typed on those keyboards, as the ASCII digits the API takes. */
export const asciiDigits = (s: string) =>
  s.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) & 0xf));
