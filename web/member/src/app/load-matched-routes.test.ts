import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { splitLocale } from '@mawadda/contracts/web-routes';
import { routesFor } from '../routes/routes';
import { loadMatchedRoutes } from './load-matched-routes';

describe('loadMatchedRoutes', () => {
  it("loads exactly the routes the page's locale's tree matches, in every locale, any case, unknown paths too", async () => {
    for (const pathname of [
      '/',
      '/en',
      '/en/',
      '/en/media/news/family-day',
      '/EN/faq',
      '/fa/Auth/login',
      '/about-us/vision-mission',
      '/ur/no/such/page',
      '/ar/faq',
      '/tr',
      '/entry',
    ]) {
      const routes = routesFor(splitLocale(pathname).locale);
      const expected = (matchRoutes(routes, { pathname }) ?? []).map((m) => m.route);
      await loadMatchedRoutes(routes, { pathname });
      expect(expected.length, pathname).toBeGreaterThan(0);
      for (const route of expected)
        expect(route.lazy, `${pathname} ${route.path ?? '(layout)'}`).toBeUndefined();
      // What it loaded renders: the matched page's module is in place of its lazy.
      expect(expected.at(-1)?.Component ?? expected.at(-1)?.element, pathname).toBeTruthy();
    }
  });
});
