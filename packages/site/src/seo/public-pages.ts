import { DEFAULT_LOCALE, LOCALES, type Locale } from '@mawadda/contracts/locale';
import { pathInLocale } from '@mawadda/contracts/web-routes';

/**
 * The site's public pages that are always there (spec §2), without a locale prefix. The CMS adds
 * its content pages, news and blog posts (sitemap.ts). Everything a crawler should find.
 */
export const FIXED_PUBLIC_PATHS = [
  '/',
  '/media/news',
  '/blog',
  '/faq',
  '/contact-us',
  '/submitting-complaints-and-suggestions',
  // Married couples' success stories (match service): the list; each story is linked from it.
  '/stories',
] as const;

/**
 * Members' areas: nothing in them is for a search engine (a member's profile is never indexed),
 * and most answer a guest with a login prompt. Prefixes, as robots.txt matches them.
 */
export const MEMBER_PATH_PREFIXES = [
  '/profile',
  '/chat/',
  '/search',
  '/subscription',
  '/order-tracking',
  '/my-messages',
  '/notifications',
  '/verification',
  '/verify-email',
  '/guardian',
  // The member's account and security settings, and the password reset: nothing to index.
  '/account/',
  '/Auth/forgot-password',
] as const;

/**
 * Public pages a member prefix would swallow (`/subscription` also matches `/subscription-terms`):
 * robots.txt allows them by their longer, more specific rule (RFC 9309 §2.2.2).
 */
export const ALLOWED_UNDER_MEMBER_PREFIXES = ['/subscription-terms'] as const;

/** A page's address in a locale: Arabic at the root, the others under their prefix (`/en`, not `/en/`). */
export function localePath(locale: Locale, path: string): string {
  if (path === '/') return locale === DEFAULT_LOCALE ? '/' : `/${locale}`;
  return pathInLocale(locale, path);
}

/** The same page in every locale, Arabic (the default) first. */
export const inEveryLocale = (path: string) =>
  LOCALES.map((locale) => ({ locale, path: localePath(locale, path) }));
