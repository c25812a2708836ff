import { DEFAULT_LOCALE, type Locale } from '@mawadda/contracts/locale';
import { splitLocale } from '@mawadda/contracts/web-routes';

/** The URL of a site path in a locale: Arabic has no prefix, the others start with their code. */
export function localePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/** The same page in another locale. */
export function switchLocalePath(pathname: string, search: string, to: Locale): string {
  return `${localePath(to, splitLocale(pathname).path)}${search}`;
}
