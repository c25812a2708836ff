import type { Locale, Localized } from '@mawadda/contracts/locale';

/** The text in the page's locale; staff may leave block texts blank, so Arabic (the default) stands in. */
export const pick = (text: Localized | null | undefined, locale: Locale): string =>
  text ? text[locale] || text.ar : '';
