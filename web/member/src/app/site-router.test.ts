import { afterEach, describe, expect, it } from 'vitest';
import { createSiteRouter } from './site-router';

const ID = '5f9d2c1a-8b7e-4c3d-a2f1-0e9d8c7b6a54';

/** The locale subtree the router's current page is in, and the page's own route path. */
const where = (router: ReturnType<typeof createSiteRouter>) => ({
  subtree: router.state.matches[0]?.route.path,
  page: router.state.matches.at(-1)?.route.path,
});

let router: ReturnType<typeof createSiteRouter> | undefined;
afterEach(() => {
  router?.dispose();
  router = undefined;
  window.history.replaceState(null, '', '/');
});

describe('the browser router', () => {
  it("starts with the page's locale's routes alone", () => {
    window.history.replaceState(null, '', '/en/faq');
    router = createSiteRouter(undefined);
    expect(router.routes.map((r) => r.path)).toEqual(['/en']);
  });

  it("adds a locale's routes the first time a navigation goes there, and matches there as before", async () => {
    window.history.replaceState(null, '', '/faq');
    router = createSiteRouter(undefined);
    await router.navigate('/faq');
    expect(where(router)).toEqual({ subtree: '/', page: 'faq' });

    // Arabic's `*` (not found) would match `/en/…`: the English subtree is added and wins.
    await router.navigate('/en/faq');
    expect(where(router)).toEqual({ subtree: '/en', page: 'faq' });
    await router.navigate(`/tr/profile/${ID}`);
    expect(where(router)).toEqual({ subtree: '/tr', page: 'profile/:id' });
    expect(router.routes.map((r) => r.path)).toEqual(['/', '/en', '/tr']);

    // Back in a locale already there: nothing added.
    await router.navigate('/en/blog');
    expect(where(router)).toEqual({ subtree: '/en', page: 'blog' });
    await router.navigate('/no/such/page');
    expect(where(router)).toEqual({ subtree: '/', page: '*' });
    expect(router.routes).toHaveLength(3);
  });

  it('reaches Arabic from another locale, where nothing at all matched', async () => {
    window.history.replaceState(null, '', '/fa/faq');
    router = createSiteRouter(undefined);
    await router.navigate(`/profile/${ID}`);
    expect(where(router)).toEqual({ subtree: '/', page: 'profile/:id' });
    await router.navigate('/fa/blog');
    expect(where(router)).toEqual({ subtree: '/fa', page: 'blog' });
  });
});
