import path from 'node:path';
import type { Plugin } from 'vite';

/** The site's route table, whose pages are `page(() => import('…'))`. */
const ROUTES_FILE = /[\\/]src[\\/]routes[\\/]routes\.tsx$/;
const PAGE_IMPORT = /page\(\(\) => import\('([^']+)'\)\)/g;

/**
 * Names each route's page module in the route table: `page(() => import('../pages/SearchPage'))`
 * becomes `page(() => import('../pages/SearchPage'), 'src/pages/SearchPage.tsx')`, the module's
 * path from the site's root, which is also its key in the build's manifest
 * (`dist/.vite/manifest.json`).
 *
 * Why: a member's page is drawn in the browser, and its route's chunk was asked for only once the
 * entry had loaded and run, a round trip after everything else on a phone (the signed-in search
 * page's largest paint, issue 18). The gateway now asks the server entry which page modules a path
 * matches (`pageModules` in entry-server.tsx) and names their chunks in the page's head
 * (services/gateway/src/prerender/page-preloads.ts), so they load with the entry.
 *
 * In every mode (dev, tests, both builds), so the route table reads the same everywhere. An
 * `import(` of the table that is not a page's fails: it would have no name, and no preload.
 */
export function routeModules(): Plugin {
  let root = process.cwd();
  return {
    name: 'mawadda-route-modules',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      if (!ROUTES_FILE.test(id)) return null;
      const pages = [...code.matchAll(PAGE_IMPORT)];
      const imports = code.split('import(').length - 1;
      if (pages.length !== imports)
        this.error(
          `${pages.length} of the ${imports} imports in the route table are page(() => import('…'))`,
        );
      const names = await Promise.all(
        pages.map(async ([, specifier]) => {
          const resolved = await this.resolve(specifier!, id);
          if (!resolved) this.error(`the route table's page ${specifier} does not resolve`);
          return path.relative(root, resolved.id).split(path.sep).join('/');
        }),
      );
      let index = 0;
      return {
        code: code.replace(PAGE_IMPORT, (found) =>
          found.replace(/\)\)$/, `), ${JSON.stringify(names[index++])})`),
        ),
        // Only text added at the end of those calls: the lines keep their numbers.
        map: null,
      };
    },
  };
}
