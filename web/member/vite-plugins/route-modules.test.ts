import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { routeModules } from './route-modules';

type Transform = (this: unknown, code: string, id: string) => Promise<{ code: string } | null>;

const ROOT = '/site';
const ROUTES = `${ROOT}/src/routes/routes.tsx`;

/** The plugin's transform of `code` as module `id`, in a site at /site. */
async function transform(code: string, id = ROUTES) {
  const plugin = routeModules();
  (plugin.configResolved as (config: unknown) => void)({ root: ROOT });
  const context = {
    resolve: async (specifier: string) => ({
      id: `${ROOT}/src/${specifier.replace(/^\.\.\//, '')}.tsx`,
    }),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  return ((plugin as Plugin).transform as Transform).call(context, code, id);
}

describe('the route table’s page names (vite-plugins/route-modules.ts)', () => {
  it('names each page by its path from the site’s root, the key of the build’s manifest', async () => {
    const out = await transform(
      [
        "{ path: 'search', ...page(() => import('../pages/SearchPage')) },",
        "{ path: 'faq', ...page(() => import('../features/content/components/FaqPage')) },",
      ].join('\n'),
    );
    expect(out?.code.split('\n')).toEqual([
      "{ path: 'search', ...page(() => import('../pages/SearchPage'), \"src/pages/SearchPage.tsx\") },",
      "{ path: 'faq', ...page(() => import('../features/content/components/FaqPage'), \"src/features/content/components/FaqPage.tsx\") },",
    ]);
  });

  it('leaves every other module alone', async () => {
    expect(await transform("page(() => import('./x'))", `${ROOT}/src/pages/SearchPage.tsx`)).toBeNull();
  });

  it('fails the build on an import of the table that is not a page, which would go unnamed', async () => {
    const code =
      "{ path: 'search', ...page(() => import('../pages/SearchPage')) },\nconst x = () => import('../lib/x');";
    await expect(transform(code)).rejects.toThrow(/1 of the 2 imports in the route table/);
  });
});
