/** The five interface locales of the product; Arabic is the default and reads right to left. */
export const LOCALES = ['ar', 'en', 'ur', 'fa', 'tr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ar';
export const RTL_LOCALES: readonly Locale[] = ['ar', 'ur', 'fa'];

/** A text written once per locale. Every localized field of the product has this shape. */
export type Localized = Record<Locale, string>;

/** Spec §9: the cookie that remembers a visitor's language for 365 days. */
export const LOCALE_COOKIE = 'i18n_redirected';
export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
