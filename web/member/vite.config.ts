import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { reactRouterProduction } from '../../scripts/react-router-production.mjs';
import { chunkLoading } from './vite-plugins/chunk-loading';
import { routeModules } from './vite-plugins/route-modules';
import { serviceWorker } from './vite-plugins/service-worker';

const buildVersion = `${new Date()
  .toISOString()
  .replace(/[-:.TZ]/g, '')
  .slice(0, 14)}-${Math.random().toString(36).slice(2, 8)}`;

/** Writes version.json beside the build; the running site polls it to notice a new release (spec §7). */
function buildVersionFile(): Plugin {
  return {
    name: 'mawadda-build-version',
    apply: 'build',
    writeBundle(options) {
      fs.writeFileSync(
        path.join(options.dir ?? 'dist', 'version.json'),
        JSON.stringify({ version: buildVersion }),
      );
    },
  };
}

/** The chunk of a locale's whole catalogue (src/i18n/catalogues/<locale>.ts), by its entry module. */
const CATALOGUE = /[\\/]src[\\/]i18n[\\/]catalogues[\\/]([a-z]{2})\.ts$/;

/**
 * The first page's catalogue must not wait for the bundle that asks for it: a small inline script
 * preloads the address's locale's catalogue chunk in parallel with the bundle (Arabic, the
 * fallback, is not waited for: i18n.ts). The gateway computes its CSP hash from the built page.
 */
function preloadLocaleCatalogue(): Plugin {
  return {
    name: 'mawadda-locale-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks: Record<string, string> = {};
        for (const file of Object.values(ctx.bundle ?? {})) {
          const locale = file.type === 'chunk' ? CATALOGUE.exec(file.facadeModuleId ?? '')?.[1] : undefined;
          if (locale) chunks[locale] = `/${file.fileName}`;
        }
        if (!chunks.ar) return html;
        const script = `(function () {
        var chunks = ${JSON.stringify(chunks)};
        var first = location.pathname.split('/')[1];
        var lang = first !== 'ar' && chunks[first] ? first : 'ar';
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = chunks[lang];
        document.head.appendChild(link);
      })();`;
        // Right after the pre-paint script, before the stylesheets: a script after a stylesheet
        // would wait for it, and the preloads with it.
        const end = html.indexOf('</script>');
        // Marked so the gateway can move it into a rendered page's entry loader (entry-loader.ts).
        if (end < 0)
          return html.replace('</head>', `<script data-catalogue-preload>${script}</script></head>`);
        const at = end + '</script>'.length;
        return `${html.slice(0, at)}\n    <script data-catalogue-preload>${script}</script>${html.slice(at)}`;
      },
    },
  };
}

const loading = chunkLoading();

export default defineConfig({
  plugins: [
    react(),
    buildVersionFile(),
    preloadLocaleCatalogue(),
    routeModules(),
    ...loading.plugins,
    reactRouterProduction(),
    serviceWorker(),
  ],
  define: { __BUILD_VERSION__: JSON.stringify(buildVersion) },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/_img': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    // One stylesheet for the whole site: a page then waits on one request before its first paint,
    // not on one render-blocking request per shared chunk.
    cssCodeSplit: false,
    sourcemap: true,
    manifest: true,
    // A dynamic import preloads what it needs beyond what the entry has loaded already, and an
    // import marked after-paint none of it (vite-plugins/chunk-loading.ts).
    modulePreload: { resolveDependencies: loading.resolveDependencies },
    // Just above the framework chunk by itself; anything of ours above this is a mistake.
    chunkSizeWarningLimit: 330,
    rolldownOptions: {
      output: {
        // React and the router change only with an upgrade: one long-cached chunk that a release
        // of our own code does not invalidate (and the bundle bench's baseline).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              // Before the group below, which would otherwise take these too (they start up with it).
              priority: 2,
            },
            // zod, for the pages whose calls parse a schema: a chunk of its own, so a page that
            // needs it evaluates no other page's schemas with it (a group takes what its modules
            // import, and the strip's calls below took zod and the search cards' schemas).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
            // Everything the entry loads before any page (i18n, the query client, the api's
            // schemas, the shell's providers) in one chunk: automatic splitting made many small
            // chunks, each a request the main thread pays for (figures in bench/RESULTS.md).
            { name: 'app', tags: ['$initial'], priority: 1 },
            // What shows a member on a card (the home's most active members, search, profiles,
            // chat): the strip's card with all it imports, one chunk. A server-rendered home loads
            // it before hydrating; it reads no schema, so zod is not evaluated then.
            { name: 'member-cards', test: /home[\\/]ActiveMember\.tsx$/ },
            // The strip's two calls with their schemas (and zod): one chunk instead of 15, loaded
            // when the strip reads its list.
            { name: 'member-calls', test: /fetch-most-active\.ts$|fetch-member-cards\.ts$/ },
          ],
        },
      },
    },
  },
});
