// A Vite plugin both sites' builds use (web/member, web/admin).
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * React Router's production build in a site's build: its package exports name only the development
 * build (remix-run/react-router#14753), whose warnings are checked at run time. With the flag off
 * they drop from the bundle; the dev server and the tests keep them.
 */
export function reactRouterProduction() {
  const dir = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  return {
    name: 'mawadda-react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: path.join(dir, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: path.join(dir, 'dom-export.mjs') },
        ],
      },
    }),
  };
}
