import { splitLocale } from '@mawadda/contracts/web-routes';

/**
 * The pages rendered on the server: what a visitor or a crawler reads without signing
 * in. Paths without their locale prefix, matched case-insensitively like the site's router. The
 * content pages are the cms pages the site serves by slug (web/member/src/routes/routes.tsx).
 */
const PUBLIC_PAGES = [
  '/',
  '/koran',
  '/services',
  '/about-us',
  '/about-us/vision-mission',
  '/privacy-policy',
  '/subscription-terms',
  '/terms-and-conditions',
  '/orders-and-teturns-terms',
  '/disclaimer',
  '/media/news',
  '/media/news/:slug',
  '/blog',
  '/blog/:slug',
  '/faq',
  '/contact-us',
  '/Auth/login',
  '/Auth/register',
];

/**
 * Open to guests, not rendered here, and not kept from search engines: the feedback form, the
 * company form and the success stories. (`/subscription` is a member area for robots.txt too: seo/public-pages.ts.)
 */
const OPEN_PAGES = [
  '/submitting-complaints-and-suggestions',
  '/Auth/register/company',
  // Success stories: client-rendered from the match API, and meant to be found.
  '/stories',
  '/stories/:id',
];

const patternsOf = (paths: string[]) =>
  paths.map((r) => new RegExp(`^${r.replace(/:[a-z]+/gi, '[^/]+')}/?$`, 'i'));
const publicPatterns = patternsOf(PUBLIC_PAGES);
const openPatterns = patternsOf(OPEN_PAGES);

/** Whether a request path (locale prefix included) is a page rendered on the server. */
export const isPrerenderedPage = (pathname: string) => {
  const { path } = splitLocale(pathname);
  return publicPatterns.some((p) => p.test(path));
};

/**
 * Whether a page of the site is a member's (profiles, chat, search, orders, settings...): never
 * indexed. Everything that is neither rendered here nor an open page is one.
 */
export const isMemberPage = (pathname: string) => {
  const { path } = splitLocale(pathname);
  return !publicPatterns.some((p) => p.test(path)) && !openPatterns.some((p) => p.test(path));
};
