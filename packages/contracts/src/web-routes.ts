import { LOCALES, DEFAULT_LOCALE, type Locale } from './locale.js';

/**
 * Every route of the member site (spec §2), without its locale prefix. The web builds its
 * router from it and the gateway uses it to answer unknown paths with a real 404.
 * `:name` is one path segment.
 */
export const WEB_ROUTES = [
  '/',
  '/koran',
  '/services',
  '/search',
  '/chat/:id',
  '/Auth/login',
  '/Auth/register',
  '/Auth/register/company',
  '/Auth/forgot-password',
  '/contact-us',
  '/disclaimer',
  '/media/news',
  '/media/news/:slug',
  '/profile',
  '/profile/chat',
  '/profile/requests',
  '/profile/blocked',
  '/profile/:id',
  '/profile/:id/followers',
  '/profile/:id/following',
  '/subscription',
  '/subscription/result',
  '/order-tracking',
  '/order-tracking/:id/receipt',
  '/about-us',
  '/about-us/vision-mission',
  '/privacy-policy',
  '/subscription-terms',
  '/terms-and-conditions',
  '/orders-and-teturns-terms',
  '/submitting-complaints-and-suggestions',
  '/my-messages',
  // Trust and safety.
  '/notifications',
  '/notifications/settings',
  '/verification',
  '/verify-email',
  '/profile/privacy',
  '/profile/privacy/views',
  // What I am looking for in a spouse: private to the member.
  '/profile/preferences',
  '/guardian',
  '/guardian/accept',
  '/guardian/requests',
  '/faq',
  // Success stories of couples married here (open to guests).
  '/stories',
  '/stories/:id',
  '/blog',
  '/blog/:slug',
  // Accounts: the forgotten password (guests) and the account's security settings (members).
  '/account/security',
] as const;

/** A site path in a locale: Arabic (the default) has no prefix, every other locale leads the path. */
export const pathInLocale = (locale: Locale, path: string): string =>
  locale === DEFAULT_LOCALE ? path : `/${locale}${path}`;

/** Ar is the default and has no prefix; every other locale is the first path segment. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first, ...rest] = pathname.split('/');
  if (first && first !== DEFAULT_LOCALE && (LOCALES as readonly string[]).includes(first)) {
    return { locale: first as Locale, path: `/${rest.join('/')}` };
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

/**
 * The address without the default language's prefix (`/ar/blog?x` → `/blog?x`), or undefined when
 * it has none: Arabic lives at the root, so `/ar/…` only ever redirects. Leading slashes (and
 * backslashes, which browsers read as slashes) fold into one, so `/ar//host` stays on this site.
 */
export function withoutDefaultPrefix(url: string): string | undefined {
  const prefix = new RegExp(`^/${DEFAULT_LOCALE}(?=$|[/?#])`, 'i');
  if (!prefix.test(url)) return undefined;
  return `/${url.replace(prefix, '').replace(/^[/\\]+/, '')}`;
}

// Case-insensitive like the client router, so /en/auth/register is the same page as /en/Auth/register.
const patterns = WEB_ROUTES.map((r) => new RegExp(`^${r.replace(/:[a-z]+/gi, '[^/]+')}/?$`, 'i'));

/** Whether a request path (with or without locale prefix) is a page of the site. */
export const isWebRoute = (pathname: string) => {
  const { path } = splitLocale(pathname);
  return patterns.some((p) => p.test(path));
};
