import { createBrowserRouter } from 'react-router-dom';
import type { Locale } from '@mawadda/contracts/locale';
import { splitLocale } from '@mawadda/contracts/web-routes';
import { localeRoute, routesFor } from '../routes/routes';
import type { ServerData } from './server-data';

/** The locale whose subtree a path needs; any case, as the router matches `/EN/…` too. */
const localeOf = (pathname: string): Locale => splitLocale(pathname.toLowerCase()).locale;

/**
 * The browser's router, made with the page's own locale's routes only: ranking the other locales'
 * would slow every page's start. Another locale's subtree is added on the first navigation there:
 * react-router asks before it settles for no match or a splat, then matches in the added subtree.
 */
export function createSiteRouter(hydration: ServerData | undefined) {
  // The page's locale as main.tsx and the server read it, so a hydrated page's tree is the server's.
  const { locale: first } = splitLocale(window.location.pathname);
  const present = new Set<Locale>([first]);
  return createBrowserRouter(routesFor(first), {
    ...(hydration && {
      hydrationData: { loaderData: hydration.loaderData, actionData: null, errors: null },
    }),
    patchRoutesOnNavigation({ path, patch }) {
      const locale = localeOf(path);
      if (present.has(locale)) return;
      present.add(locale);
      patch(null, [localeRoute(locale)]);
    },
  });
}
