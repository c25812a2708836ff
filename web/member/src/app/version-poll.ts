import { afterLoadAndIdle } from '../lib/after-load-and-idle';

declare const __BUILD_VERSION__: string;

/** Spec §7/§9: poll the latest build every hour; on change reload, at most once per 10 s. */
export const VERSION_POLL_MS = 60 * 60 * 1000;
export const RELOAD_GUARD_MS = 10_000;
const LAST_RELOAD = 'mawadda:last-reload';

/** The version in what the build writes to version.json (vite.config.ts), read by hand (no zod at start-up). */
const versionOf = (body: unknown): string | undefined => {
  const version = (body as { version?: unknown } | null | undefined)?.version;
  return typeof version === 'string' ? version : undefined;
};

export async function latestVersion(fetchImpl: typeof fetch = fetch): Promise<string | undefined> {
  try {
    const res = await fetchImpl(`/version.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!res.ok) return undefined;
    return versionOf(await res.json());
  } catch {
    return undefined;
  }
}

/** Reloads when the server has a newer build; the guard stops a reload loop. Returns whether it reloaded. */
export function reloadIfNewer(
  current: string,
  latest: string | undefined,
  now = Date.now(),
  reload = () => location.reload(),
): boolean {
  if (!latest || latest === current) return false;
  const last = Number(sessionStorage.getItem(LAST_RELOAD) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(LAST_RELOAD, String(now));
  reload();
  return true;
}

export function startVersionPoll(): () => void {
  if (typeof __BUILD_VERSION__ === 'undefined' || import.meta.env.DEV) return () => undefined;
  const check = async () => reloadIfNewer(__BUILD_VERSION__, await latestVersion());
  const timer = setInterval(() => void check(), VERSION_POLL_MS);
  // The first check waits until the page has loaded and the browser is idle: no first interaction
  // needs it, and at start-up its call and task would compete with the page's own.
  const cancelFirst = afterLoadAndIdle(() => void check());
  return () => {
    clearInterval(timer);
    cancelFirst();
  };
}
