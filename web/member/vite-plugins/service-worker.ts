import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build, runnerImport, type Plugin, type Rollup } from 'vite';
import type { Locale } from '@mawadda/contracts/locale';
import { offlinePagePath } from '../src/sw/offline-pages';

/** Files of `public/` the shell keeps beside the build's own: the manifest, its icons, the mark. */
const PUBLIC_SHELL = ['manifest.webmanifest', 'favicon.svg', 'icons/icon-192.png', 'icons/maskable-192.png'];

export interface OfflineText {
  brand: string;
  /** The footer's line under the brand, and its copyright with the year in it. */
  tagline: string;
  copyright: string;
  pageTitle: string;
  title: string;
  body: string;
  retry: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page the worker shows for a page of the site when the network is down, one per locale: the
 * site's header, its "state" card and its footer (brand, tagline, copyright; not the CMS's links,
 * which would not open offline) with the site's stylesheet, and no script at all, so the
 * strict CSP holds with nothing to allow. "Try again" is a link to the page's own address (the
 * worker answered that address with this page), so it works without code.
 */
export function offlinePage(
  locale: Locale,
  direction: 'rtl' | 'ltr',
  text: OfflineText,
  stylesheets: string[],
): string {
  const t = {
    brand: escapeHtml(text.brand),
    tagline: escapeHtml(text.tagline),
    copyright: escapeHtml(text.copyright),
    pageTitle: escapeHtml(text.pageTitle),
    title: escapeHtml(text.title),
    body: escapeHtml(text.body),
    retry: escapeHtml(text.retry),
  };
  const home = locale === 'ar' ? '/' : `/${locale}`;
  return `<!doctype html>
<html lang="${locale}" dir="${direction}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#0f5e59" />
    <meta name="robots" content="noindex" />
    <title>${t.pageTitle}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="manifest" href="/manifest.webmanifest" />
${stylesheets.map((href) => `    <link rel="stylesheet" href="/${href}" />`).join('\n')}
  </head>
  <body>
    <div class="layout">
      <header class="site-header">
        <div class="site-header__bar container">
          <a href="${home}" class="site-header__brand" aria-label="${t.brand}">
            <span class="logo"><img src="/favicon.svg" width="36" height="36" alt="" /><span class="logo__name">${t.brand}</span></span>
          </a>
        </div>
      </header>
      <main id="content" class="layout__main">
        <section class="container state" aria-labelledby="offline-title">
          <h1 id="offline-title">${t.title}</h1>
          <p>${t.body}</p>
          <a class="btn btn--primary" href="">${t.retry}</a>
        </section>
      </main>
      <footer class="site-footer">
        <div class="container site-footer__inner">
          <div class="site-footer__brand">
            <span class="logo"><img src="/favicon.svg" width="36" height="36" alt="" /><span class="logo__name">${t.brand}</span></span>
            <p>${t.tagline}</p>
          </div>
          <p class="site-footer__copy">${t.copyright}</p>
        </div>
      </footer>
    </div>
  </body>
</html>
`;
}

/** The entry's chunk and every chunk it imports statically: the code any page starts with. */
export function shellChunks(bundle: Rollup.OutputBundle): string[] {
  const chunks = new Map<string, Rollup.OutputChunk>();
  for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file);
  const shell = new Set<string>();
  const visit = (name: string) => {
    if (shell.has(name)) return;
    shell.add(name);
    for (const imported of chunks.get(name)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  return [...shell];
}

const stylesheetsOf = (bundle: Rollup.OutputBundle) =>
  Object.values(bundle)
    .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
    .map((file) => file.fileName);

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;

/**
 * Builds the service worker (src/sw/sw.ts) to `/sw.js` after the site's own build, with the list of
 * files it keeps (workbox's `__WB_MANIFEST`): the shell's chunks and stylesheet by their hashed
 * names, the offline pages and `public/` files by their content's hash, so a release that changes
 * none of them leaves the installed copies alone. The offline pages are written here too, from the
 * `offline` strings of each locale. Not in the server build, not in dev (no worker there).
 */
export function serviceWorker(): Plugin {
  let root = process.cwd();
  let ssr = false;
  return {
    name: 'mawadda-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      ssr = Boolean(config.build.ssr);
    },
    async writeBundle(options, bundle) {
      if (ssr) return;
      const outDir = options.dir ?? path.join(root, 'dist');
      const locales = path.join(root, 'src/i18n/locales');
      const stylesheets = stylesheetsOf(bundle);
      // The contracts are TypeScript, which the config's own loader leaves to Node: through Vite.
      const { module: contracts } = await runnerImport<typeof import('@mawadda/contracts/locale')>(
        '@mawadda/contracts/locale',
        { configFile: false, root, logLevel: 'warn' },
      );
      const pages = contracts.LOCALES.map((locale) => {
        const file = offlinePagePath(locale).slice(1);
        const common = JSON.parse(fs.readFileSync(path.join(locales, locale, 'common.json'), 'utf8')) as {
          brand: string;
          footer: { tagline: string; copyright: string };
        };
        const text = {
          brand: common.brand,
          tagline: common.footer.tagline,
          copyright: common.footer.copyright.replace('{{year}}', String(new Date().getFullYear())),
          ...readJson(path.join(locales, locale, 'offline.json')),
        } as OfflineText;
        fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
        const direction = contracts.RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
        fs.writeFileSync(path.join(outDir, file), offlinePage(locale, direction, text, stylesheets));
        return file;
      });
      const revision = (file: string) =>
        createHash('sha256')
          .update(fs.readFileSync(path.join(outDir, file)))
          .digest('hex')
          .slice(0, 16);
      const precache = [
        ...[...shellChunks(bundle), ...stylesheets].map((file) => ({ url: `/${file}`, revision: null })),
        ...[...pages, ...PUBLIC_SHELL].map((file) => ({ url: `/${file}`, revision: revision(file) })),
      ];
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        publicDir: false,
        define: {
          'process.env.NODE_ENV': JSON.stringify('production'),
          'self.__WB_MANIFEST': JSON.stringify(precache),
        },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2022',
          sourcemap: false,
          minify: true,
          lib: {
            entry: path.join(root, 'src/sw/sw.ts'),
            formats: ['iife'],
            name: 'mawaddaServiceWorker',
            fileName: () => 'sw.js',
          },
        },
      });
    },
  };
}
