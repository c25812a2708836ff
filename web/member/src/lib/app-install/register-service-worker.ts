import { afterLoadAndIdle } from '../after-load-and-idle';

/**
 * Registers the service worker (built to /sw.js: src/sw/sw.ts) once the page has loaded and the
 * browser is idle, so keeping the shell never competes with the page's own first requests. Only
 * in a build: the dev server has no worker, and a worker there would serve stale code.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  afterLoadAndIdle(() => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  });
}
