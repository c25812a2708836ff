/**
 * This browser's side of Web Push: whether it can, the permission, and its subscription through
 * the site's service worker. The server's side is in ../api/push.ts.
 */

/** `unsupported`: no service worker, Push API or notifications here (or no worker registered yet). */
export type DevicePushState = 'unsupported' | 'denied' | 'off' | 'on';

/** How long to wait for the service worker before saying this device cannot take pushes. */
const WORKER_WAIT_MS = 3_000;

export const pushSupported = (): boolean =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  const found = await navigator.serviceWorker.getRegistration();
  if (found) return found;
  // Registered a moment after the page loaded: wait a little, not forever.
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS)),
  ]);
}

/** The subscription this browser holds for the site, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await registration();
  return reg ? reg.pushManager.getSubscription() : null;
}

/** Where this device stands now, without asking anything. */
export async function devicePushState(): Promise<DevicePushState> {
  if (!pushSupported() || !(await registration())) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

/** The VAPID key as the Push API takes it (bytes from base64url). */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const sameKey = (sub: PushSubscription, key: Uint8Array) => {
  const held = sub.options.applicationServerKey;
  if (!held) return false;
  const a = new Uint8Array(held);
  return a.length === key.length && a.every((b, i) => b === key[i]);
};

/**
 * Asks the permission (from a tap: browsers refuse otherwise) and subscribes with the site's key.
 * A subscription made with another key (the site's keys changed) is replaced. Null when refused.
 */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionJSON | null> {
  const reg = await registration();
  if (!reg) return null;
  if ((await Notification.requestPermission()) !== 'granted') return null;
  const key = keyBytes(publicKey);
  const held = await reg.pushManager.getSubscription();
  if (held && !sameKey(held, key)) await held.unsubscribe();
  const sub =
    held && sameKey(held, key)
      ? held
      : await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return sub.toJSON();
}

/** Unsubscribes this browser; answers the endpoint it had, for the server to forget. */
export async function unsubscribeThisDevice(): Promise<string | null> {
  const sub = await currentSubscription();
  if (!sub) return null;
  await sub.unsubscribe();
  return sub.endpoint;
}

/** A short name for this device in "my devices": browser and system, no version, nothing more. */
export function deviceLabel(userAgent: string): string {
  const browser =
    [
      ['Edg/', 'Edge'],
      ['SamsungBrowser/', 'Samsung Internet'],
      ['OPR/', 'Opera'],
      ['Firefox/', 'Firefox'],
      ['FxiOS/', 'Firefox'],
      ['CriOS/', 'Chrome'],
      ['Chrome/', 'Chrome'],
      ['Safari/', 'Safari'],
    ].find(([token]) => userAgent.includes(token!))?.[1] ?? '';
  const system =
    [
      ['Android', 'Android'],
      ['iPhone', 'iOS'],
      ['iPad', 'iPadOS'],
      ['Windows', 'Windows'],
      ['Mac OS X', 'macOS'],
      ['CrOS', 'ChromeOS'],
      ['Linux', 'Linux'],
    ].find(([token]) => userAgent.includes(token!))?.[1] ?? '';
  return [browser, system].filter(Boolean).join(' · ');
}
