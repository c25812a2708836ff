import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the modules of the routes that match `location` and puts them in place of their `lazy`,
 * before a server-rendered page is hydrated: the router would otherwise start uninitialised (its
 * lazy routes not yet loaded) and render nothing where the server drew the page. `routes` are the
 * page's own locale's (routes.tsx `routesFor`), the tree its router starts with.
 */
export async function loadMatchedRoutes(routes: RouteObject[], location: { pathname: string }) {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = (await route.lazy()) as Partial<RouteObject>;
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
