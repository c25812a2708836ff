import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { registerPushEvents } from './push-events';
import { isBuildAsset, isNavigation, isSitePage, offlinePageFor } from './requests';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/**
 * The member site's service worker (built to /sw.js by vite-plugins/service-worker.ts). It keeps
 * the app shell (the entry's code, the stylesheet, the offline pages, the manifest and icons) so
 * the installed app opens and says it is offline instead of the browser's error page. Pages and
 * the API always come from the network: see requests.ts for what may be kept.
 */

// A new release takes over at once: pages come from the network, and the old shell's files are
// hashed, so an open page loses nothing it has not already loaded.
void self.skipWaiting();
clientsClaim();

// The build's list: hashed files by name, the others by their content's hash.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A page's request starts while the worker wakes up, so going through it costs no round trip.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.registration.navigationPreload?.enable() ?? Promise.resolve());
});

const origin = self.location.origin;
const network = new NetworkOnly();

// Every page through the network, never kept. Every navigation, not only the site's: once preload
// is on, a navigation the worker did not answer would be requested twice.
registerRoute(
  ({ request, url }) => isNavigation(request, url, origin),
  async (options) => {
    try {
      return await network.handle(options);
    } catch (err) {
      if (!isSitePage(options.url)) throw err;
      return (await matchPrecache(offlinePageFor(options.url))) ?? Response.error();
    }
  },
);

// Code chunks and fonts beyond the shell, as pages use them: immutable, so the kept copy wins.
registerRoute(
  ({ url }) => isBuildAsset(url, origin),
  new CacheFirst({
    cacheName: 'mawadda-assets',
    plugins: [
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

registerPushEvents(self);
