import type { Locale } from '@mawadda/contracts/locale';

/**
 * The locales the startup's texts carry when a rendered page's data came cut to its own
 * (lib/keep-locales.ts); undefined once they carry all five. Not in the app's state (spec §3 lists
 * that field for field): only the language switch reads it (routes/LocaleRoot.tsx).
 */
let carried: readonly Locale[] | undefined;

export const setStartupLocales = (locales: readonly Locale[] | undefined) => {
  carried = locales;
};

export const startupCarries = (locale: Locale) => !carried || carried.includes(locale);
