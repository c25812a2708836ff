import { useSyncExternalStore } from 'react';

/** Chromium's offer to install the site (not in the DOM's types: no standard yet). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * Whether the site can be installed now: `available` once the browser has offered it (Chromium's
 * `beforeinstallprompt`), `installed` inside the installed app (or right after installing), `ios`
 * in Safari on an iPhone or iPad (it never offers: the member adds the site from its Share menu),
 * else `unavailable` (Firefox, desktop Safari, an offer already used or refused).
 */
export type InstallState = 'unavailable' | 'available' | 'installed' | 'ios';

let offer: BeforeInstallPromptEvent | undefined;
let installedNow = false;
let listening = false;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

const standalone = () =>
  (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches) ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/**
 * Safari on iOS or iPadOS, where "Add to Home Screen" installs the site. iPadOS asks as a Mac does,
 * told apart by its touch screen; Chrome, Firefox, Edge and Opera on iOS name themselves.
 */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const apple = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return apple && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
}

export function installState(): InstallState {
  if (installedNow || standalone()) return 'installed';
  if (offer) return 'available';
  return isIosSafari(navigator.userAgent, navigator.maxTouchPoints ?? 0) ? 'ios' : 'unavailable';
}

/**
 * Keeps the browser's offer for the site's own "install the app" button instead of its banner. The
 * offer comes once, soon after the page loads, so this listens from the start (main.tsx), before
 * any page that shows the button is drawn.
 */
export function listenForInstallOffer(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = undefined;
    installedNow = true;
    changed();
  });
}

/** Shows the browser's install dialog; the offer is used up either way. True when accepted. */
export async function promptInstall(): Promise<boolean> {
  const used = offer;
  if (!used) return false;
  offer = undefined;
  changed();
  await used.prompt();
  return (await used.userChoice).outcome === 'accepted';
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The install state, drawn as `unavailable` on the server and while hydrating. */
export const useInstallState = () => useSyncExternalStore(subscribe, installState, () => 'unavailable');

/** For tests: forget any offer and install. */
export function resetInstallOffer() {
  offer = undefined;
  installedNow = false;
  changed();
}
