/**
 * Where a locale's offline page is: the build writes it there (vite-plugins/service-worker.ts) and
 * the worker answers a page with it when the network is down. No imports: the build config loads it.
 */
export const offlinePagePath = (locale: string) => `/offline/${locale}.html`;
