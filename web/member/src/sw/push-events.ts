/// <reference lib="webworker" />
import { pushPayloadSchema, type PushPayload } from '@mawadda/contracts';

/** The site's mark on a push, served by our site (no icon from another host). */
const ICON = '/favicon.svg';

/** What a push says, or null for one notify did not write (nothing is shown from it). */
function payloadOf(event: PushEvent): PushPayload | null {
  try {
    const parsed = pushPayloadSchema.safeParse(event.data?.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Only paths of this site are opened: a push never leads elsewhere. */
const urlOn = (sw: ServiceWorkerGlobalScope, path: string) => new URL(path, sw.location.origin).href;

/** A window of the site showing this page and in focus: she is reading it already. */
async function focusedOn(sw: ServiceWorkerGlobalScope, href: string): Promise<boolean> {
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows.some((w) => w.focused && w.visibilityState === 'visible' && w.url === href);
}

/**
 * The service worker's side of Web Push (notify's README "Push"): a push shows its title and body,
 * one per tag (a conversation's pushes replace each other); a tap focuses a window of the site
 * already on that page, else one of the site led there, else opens one.
 */
export function registerPushEvents(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('push', (event) => {
    const payload = payloadOf(event);
    if (!payload) return;
    const href = urlOn(sw, payload.url);
    event.waitUntil(
      (async () => {
        if (await focusedOn(sw, href)) return;
        await sw.registration.showNotification(payload.title, {
          body: payload.body,
          tag: payload.tag,
          icon: ICON,
          badge: ICON,
          data: { url: href },
          // The words are in the device's language: Arabic, Urdu and Persian read right to left.
          dir: 'auto',
        });
      })(),
    );
  });

  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const wanted = (event.notification.data as { url?: unknown } | null)?.url;
    const href = urlOn(sw, typeof wanted === 'string' ? wanted : '/');
    // Never another origin's page, whatever the data says.
    const target = new URL(href).origin === sw.location.origin ? href : urlOn(sw, '/');
    event.waitUntil(
      (async () => {
        const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const same = windows.find((w) => w.url === target);
        if (same) {
          await same.focus();
          return;
        }
        const any = windows.find((w) => new URL(w.url).origin === sw.location.origin);
        if (any) {
          await any.focus();
          await any.navigate(target).catch(() => sw.clients.openWindow(target));
          return;
        }
        await sw.clients.openWindow(target);
      })(),
    );
  });
}
