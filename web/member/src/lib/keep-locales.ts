import { DEFAULT_LOCALE, LOCALES, type Locale } from '@mawadda/contracts/locale';

const ALL: ReadonlySet<string> = new Set(LOCALES);

/** A text written per locale (`Localized`): an object whose keys are locales and values strings. */
const isLocalized = (value: object): value is Record<string, string> => {
  const entries = Object.entries(value);
  return entries.length > 0 && entries.every(([k, v]) => ALL.has(k) && typeof v === 'string');
};

/**
 * The texts a page in `locale` can show: its own and Arabic's, which every reader falls back to
 * (`text[locale] || text.ar`). The other locales were most of a rendered page's data, downloaded
 * and parsed before anything else. The type stays: a language left out falls back to Arabic.
 */
export function keepLocales<T>(value: T, locale: Locale): T {
  const keep = new Set<string>([locale, DEFAULT_LOCALE]);
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v === null || typeof v !== 'object') return v;
    if (isLocalized(v)) return Object.fromEntries(Object.entries(v).filter(([k]) => keep.has(k)));
    return Object.fromEntries(Object.entries(v).map(([k, inner]) => [k, walk(inner)]));
  };
  return walk(value) as T;
}

/** The locales `keepLocales` leaves for a page in `locale`. */
export const keptLocales = (locale: Locale): Locale[] =>
  locale === DEFAULT_LOCALE ? [DEFAULT_LOCALE] : [locale, DEFAULT_LOCALE];
