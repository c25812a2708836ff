import type { Request } from 'express';
import { DEFAULT_LOCALE, LOCALE_COOKIE, isLocale, type Locale } from '@mawadda/contracts/locale';
import { negotiateLocale } from '@mawadda/contracts';

function cookieLocale(header: string | undefined): Locale | undefined {
  for (const part of header?.split(';') ?? []) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return undefined;
}

/**
 * Where the bare site root lands (spec §9): the language chosen before (`i18n_redirected`), else
 * the browser's best. Arabic, the default, lives at the root and needs no redirect; every other
 * address names its language and is answered as asked.
 */
export function rootLocaleRedirect(req: Request): string | undefined {
  if (req.path !== '/') return undefined;
  const locale = cookieLocale(req.get('cookie')) ?? negotiateLocale(req.get('accept-language'));
  if (locale === DEFAULT_LOCALE) return undefined;
  const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
  return `/${locale}${query}`;
}
