import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the matching routes' modules in place of their `lazy` before hydration: otherwise the
 * router starts uninitialised and renders nothing where the server drew the page. `routes` are the
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
