import { LOCALES, RTL_LOCALES, isLocale, type Locale, type Localized } from '@mawadda/contracts/locale';

/** Every localized field is written in the product's five locales; Arabic is shown first. */
export const CONTENT_LOCALES: readonly Locale[] = LOCALES;
export const FIRST_LOCALE: Locale = 'ar';

export const dirOf = (locale: string): 'rtl' | 'ltr' =>
  (RTL_LOCALES as readonly string[]).includes(locale) ? 'rtl' : 'ltr';

/**
 * The locale of an input or field inside TranslatableInputs/TranslatableFields: they hand their
 * children a source context that appends `.<locale>` to every source, so the last segment names it.
 */
export function localeOfSource(finalSource: string): Locale {
  const last = finalSource.slice(finalSource.lastIndexOf('.') + 1);
  return isLocale(last) ? last : FIRST_LOCALE;
}

/** A localized text blank in every locale: the starting value of a new record's fields. */
export const emptyLocalized = (): Localized =>
  Object.fromEntries(CONTENT_LOCALES.map((l) => [l, ''])) as Localized;

/** The text of a localized value in the staff member's language, else Arabic, else any. */
export function pickLocalized(value: unknown, locale: string): string {
  if (!value || typeof value !== 'object') return '';
  const v = value as Partial<Record<string, string>>;
  return v[locale] || v[FIRST_LOCALE] || CONTENT_LOCALES.map((l) => v[l]).find(Boolean) || '';
}
