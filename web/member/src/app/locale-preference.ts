import { stringifySetCookie } from 'cookie';
import { DEFAULT_LOCALE, LOCALE_COOKIE, type Locale } from '@mawadda/contracts/locale';
import { isLocale } from '../i18n/i18n';

/** Spec §9: the choice is kept in localStorage `lang` and a 365-day cookie `i18n_redirected`. */
export const LANG_KEY = 'lang';

export function storedLocale(): Locale {
  try {
    const v = localStorage.getItem(LANG_KEY);
    return isLocale(v) ? v : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function rememberLocale(locale: Locale) {
  try {
    localStorage.setItem(LANG_KEY, locale);
  } catch {
    /* private mode: the URL still carries the locale */
  }
  // Written with `cookie` (already the router's): it encodes the value and spells the attributes.
  document.cookie = stringifySetCookie(LOCALE_COOKIE, locale, {
    maxAge: 365 * 24 * 3600,
    path: '/',
    sameSite: 'lax',
  });
}
