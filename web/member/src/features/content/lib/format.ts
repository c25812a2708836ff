import type { Locale } from '@mawadda/contracts/locale';

/** Dates in the reader's own calendar and digits (Persian readers get the Solar Hijri calendar). */
export const formatDate = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));

export const formatNumber = (value: number, locale: Locale) => new Intl.NumberFormat(locale).format(value);

/** Millions read better as words ("6 million", "60 لاکھ"); smaller counts keep their digits. */
export const formatCount = (value: number, locale: Locale) =>
  new Intl.NumberFormat(
    locale,
    value >= 1_000_000 ? { notation: 'compact', compactDisplay: 'long' } : {},
  ).format(value);

export const formatYear = (year: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { useGrouping: false }).format(year);

export const formatPercent = (percent: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
