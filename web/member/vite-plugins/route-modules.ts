import path from 'node:path';
import type { Plugin } from 'vite';

/** The site's route table, whose pages are `page(() => import('…'))`. */
const ROUTES_FILE = /[\\/]src[\\/]routes[\\/]routes\.tsx$/;
const PAGE_IMPORT = /page\(\(\) => import\('([^']+)'\)\)/g;

/**
 * Adds each page module's manifest key to `page(() => import(...))`, so the gateway preloads a
 * page's chunks with the entry, not a round trip after it (entry-server.tsx `pageModules`). Every
 * mode, so the table reads the same; an `import(` in it that is not a page's fails (no preload).
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
