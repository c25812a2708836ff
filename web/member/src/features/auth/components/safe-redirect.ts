import { isWebRoute, splitLocale } from '@mawadda/contracts/web-routes';

const ORIGIN = 'http://mawadda.invalid';

/**
 * The `?redirect=` target if it is a page of this site, else undefined. Anything else (another
 * host, `//evil.example`, `/\evil.example`, `javascript:`) would make the login form an open
 * redirect. The auth pages themselves are refused so a member never lands back on a form.
 */
export function safeRedirect(raw: string | null): string | undefined {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return undefined;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== ORIGIN || !isWebRoute(url.pathname)) return undefined;
  if (splitLocale(url.pathname).path.startsWith('/Auth/')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
