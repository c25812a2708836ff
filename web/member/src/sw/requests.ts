import { splitLocale } from '@mawadda/contracts/web-routes';
import { offlinePagePath } from './offline-pages';

/**
 * What the service worker may answer. Members' data must never land in a cache on a shared or
 * lost phone: the API (`/api/…`), member media and every page stay the network's, so only the
 * build's hashed files (`/assets/…`: code, styles, fonts) are kept as they are used, next to the
 * precached shell and offline pages.
 */
const NOT_THE_SITE = /^\/(?:api|admin|dev|_img)(?:\/|$)/i;

/** A build file: its name carries its content's hash, so a kept copy is never stale. */
export const isBuildAsset = (url: URL, origin: string) =>
  url.origin === origin && url.pathname.startsWith('/assets/');

/**
 * A page opened in the browser on this origin. Pages always come from the network (a member's page
 * holds their data); the worker only hands them the response it started with navigation preload.
 */
export const isNavigation = (request: Request, url: URL, origin: string) =>
  request.mode === 'navigate' && url.origin === origin;

/** A page of the member site, which has an offline page; not the console's, the API's, the dev tools'. */
export const isSitePage = (url: URL) => !NOT_THE_SITE.test(url.pathname);

/** The offline page in the language of the page asked for (its address's prefix; else Arabic). */
export const offlinePageFor = (url: URL) => offlinePagePath(splitLocale(url.pathname).locale);
