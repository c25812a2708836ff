import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * The top routes that can match `pathname`: those whose path is a prefix of it, as the router
 * compares (case-insensitively). The routes are one subtree per locale, and matching flattens,
 * ranks and compiles every route it is given, and only the page's own subtree (and the Arabic
 * one at `/`, a prefix of every path) can match: 2.7 ms a call for those two against 6.7–7.7 ms
 * for all five locales' (measured unthrottled in Node; a phone is about 4× slower), on the start
 * of every page (issue 19, blocking time).
 */
function candidates(routes: RouteObject[], pathname: string): RouteObject[] {
  const path = pathname.toLowerCase();
  return routes.filter((route) => {
    const prefix = (route.path ?? '/').toLowerCase().replace(/\/+$/, '');
    return prefix === '' || path === prefix || path.startsWith(`${prefix}/`);
  });
}

/**
 * Loads the modules of the routes that match `location` and puts them in place of their `lazy`,
 * before a server-rendered page is hydrated: the router would otherwise start uninitialised (its
 * lazy routes not yet loaded) and render nothing where the server drew the page.
 */
export async function loadMatchedRoutes(routes: RouteObject[], location: { pathname: string }) {
  const matches = matchRoutes(candidates(routes, location.pathname), location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = (await route.lazy()) as Partial<RouteObject>;
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
