/** The five interface locales of the product; Arabic is the default and reads right to left. */
export const LOCALES = ['ar', 'en', 'ur', 'fa', 'tr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ar';
export const RTL_LOCALES: readonly Locale[] = ['ar', 'ur', 'fa'];

/** A text written once per locale. Every localized field of the product has this shape. */
export type Localized = Record<Locale, string>;
