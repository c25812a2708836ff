import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import { sendForms, type Logger } from '@mawadda/kit';
import { isWebRoute, withoutDefaultPrefix } from '@mawadda/contracts/web-routes';
import { rootLocaleRedirect } from './locale-redirect.js';
import { adminCsp, siteCsp, WORKER_CSP } from './content-security.js';
import { NOINDEX } from './prerender/head.js';
import { isMemberPage, isPrerenderedPage } from './prerender/public-pages.js';
import { createPrerenderer, type Prerenderer } from './prerender/renderer.js';
import { allowStyleAttributes } from './prerender/style-hashes.js';
import { RenderedPages } from './prerender/rendered-pages.js';
import { sitePage } from './site-page.js';
import { precompressedAssets } from './static-assets.js';
import { mountSeo } from './seo/mount-seo.js';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Crawlers and link previewers: they get a status, not an app they cannot run (spec §2). */
const BOT =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|whatsapp|telegram|preview|curl|wget|python-requests|headless(?!chrome)/i;
export const isBot = (userAgent: string | undefined) => Boolean(userAgent && BOT.test(userAgent));

/** The member site's service worker, at the root so its scope is the whole site (src/sw/sw.ts). */
const SERVICE_WORKER = '/sw.js';

export const webDistDir = (dist: string | undefined, fallbackDir: string) =>
  path.resolve(dist ?? path.join(repoRoot, fallbackDir));

/**
 * This gateway as the request reached it (the socket's own address): a render reads the cms
 * through it as the browser would, in either mode, with no address to configure.
 */
const loopbackOrigin = (req: Request) => {
  const address = req.socket.localAddress ?? '127.0.0.1';
  const host = address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${req.socket.localPort}`;
};

/**
 * The shell of a page not rendered here: never indexed (`X-Robots-Tag` too), carrying the startup's
 * content as a JSON data block (never run, so the shell's CSP holds) and its route's modulepreload
 * tags.
 */
function sendShell(
  res: Response,
  status: number,
  html: Buffer,
  csp: string,
  extras: { noindex?: boolean; startup?: string; preloads?: string } = {},
) {
  const { noindex, startup, preloads } = extras;
  res.status(status).set({ 'Cache-Control': 'no-cache', 'Content-Security-Policy': csp }).type('html');
  if (!noindex && !startup && !preloads) return void res.send(html);
  let page = html.toString('utf8');
  if (preloads) page = page.replace(/<\/head>/i, () => `${preloads}\n  </head>`);
  if (noindex) {
    res.set('X-Robots-Tag', 'noindex');
    page = page.replace(/<\/head>/i, `  ${NOINDEX}\n  </head>`);
  }
  if (startup) page = page.replace(/<\/body>/i, () => `${startup}\n  </body>`);
  res.send(page);
}

/**
 * Serves a built single-page app. Hashed assets are cached for a year, index.html and version.json
 * never, so a release is seen at once. Unknown paths get 404: with the app ("Page not found") for
 * people, without it for bots.
 */
export function mountWebApp(
  app: Express,
  options: {
    mountPath: string;
    dir: string;
    isRoute: (path: string) => boolean;
    redirect?: (req: Request) => string | undefined;
    /** Marks every page as a demo site's (DEMO). */
    demo?: boolean;
    /** The page's Content-Security-Policy from its inline scripts' hashes (default: the member site's). */
    csp?: (inlineScriptHashes: string[]) => string;
    /** Renders the public pages on the server; `isPrerendered` says which. */
    prerender?: Prerenderer;
    isPrerendered?: (path: string) => boolean;
    /** Pages search engines must not index (members' pages). */
    noindex?: (path: string) => boolean;
  },
): boolean {
  const index = path.join(options.dir, 'index.html');
  if (!fs.existsSync(index)) return false;
  const pageCsp = options.csp ?? siteCsp;
  const page = sitePage(index, { demo: options.demo, csp: pageCsp });
  const prefix = options.mountPath === '/' ? '' : options.mountPath;
  // A page of the build other than the shell (the member site's offline pages, which its service
  // worker keeps and shows with these headers) runs no inline script: the policy with no hash.
  app.use(options.mountPath, (req, res, next) => {
    if (/\.html$/i.test(req.path)) res.set('Content-Security-Policy', pageCsp([]));
    else if (req.path === SERVICE_WORKER) res.set('Content-Security-Policy', WORKER_CSP);
    next();
  });
  // Text assets in the smallest form the browser accepts (precompressed at build); the rest below.
  // The service worker (`/sw.js`) and the manifest are among them: `no-cache` like every file
  // outside `assets/`, so a release reaches an installed app at its next start.
  app.use(options.mountPath, precompressedAssets(options.dir));
  app.use(
    options.mountPath,
    express.static(options.dir, {
      index: false,
      setHeaders: (res, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.set('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  // A form the server rendered, submitted natively before the page's code ran (it posts: the site's
  // `Form`): back to the page, now with its code, the body unread. Only the page's own path, never
  // a query or another host (`//…` is not a page).
  app.post(`${prefix}/{*rest}`, (req, res, next) => {
    if (req.path.startsWith('/api/') || req.path.startsWith('/_img')) return next();
    const sitePath = req.path.slice(prefix.length) || '/';
    if (!options.isRoute(sitePath) || sitePath.startsWith('//')) return next();
    res.set('Cache-Control', 'no-store').redirect(303, `${prefix}${sitePath}`);
  });
  app.get(`${prefix}/{*rest}`, async (req, res, next) => {
    if (req.path.startsWith('/api/') || req.path.startsWith('/_img')) return next();
    const sitePath = req.path.slice(prefix.length) || '/';
    const known = options.isRoute(sitePath);
    const bot = isBot(req.get('user-agent'));
    if (!known && bot) return void res.status(404).type('text/plain').send('Not Found');
    // Crawlers index each language at its own address, so only people are redirected.
    const target = bot ? undefined : options.redirect?.(req);
    if (target)
      return void res
        .set({ 'Cache-Control': 'no-cache', Vary: 'Cookie, Accept-Language' })
        .redirect(302, target);
    const { html, csp, stamp } = page();
    if (known && options.prerender && options.isPrerendered?.(sitePath)) {
      // The CSP is made from the rendered page's own inline scripts (the shell's and the entry's
      // loader; its JSON data blocks never run), and allows the style attributes React wrote (by
      // their exact values).
      const rendered = await options.prerender.render({
        url: req.originalUrl,
        apiOrigin: loopbackOrigin(req),
        shell: html.toString('utf8'),
        shellStamp: stamp,
      });
      if (rendered?.kind === 'page') {
        res.type('html').set({
          'Cache-Control': 'no-cache',
          'Content-Security-Policy': allowStyleAttributes(
            pageCsp(rendered.scriptHashes),
            rendered.styleHashes,
          ),
        });
        // Its compressed forms were made with the page: the compression middleware leaves an
        // answer that has a Content-Encoding alone.
        return sendForms(req, res, rendered.page);
      }
      if (rendered?.kind === 'redirect')
        return void res.set('Cache-Control', 'no-cache').redirect(rendered.status, rendered.location);
      // An unknown article is a 404 for crawlers too; the app shows its "not found".
      if (rendered?.kind === 'shell') return sendShell(res, rendered.status, html, csp);
    }
    // A member's page starts from the startup's content, as a rendered page does (read once a
    // minute for everyone; waited for only while nothing is kept, half a second at most), instead
    // of making seven calls before its header and footer are whole.
    const startup =
      known && options.prerender
        ? await options.prerender.startup({ apiOrigin: loopbackOrigin(req), shellStamp: stamp })
        : undefined;
    sendShell(res, known ? 200 : 404, html, csp, {
      noindex: known && Boolean(options.noindex?.(sitePath)),
      startup,
      // Its route's chunks load beside the entry, not a round trip after it has run.
      preloads: known ? options.prerender?.pagePreloads(sitePath, stamp) : undefined,
    });
  });
  return true;
}

/** The member site at / and the staff console at /admin, when built. */
export function mountWebApps(
  app: Express,
  dists: {
    member?: string;
    admin?: string;
    demo?: boolean;
    /** The site's public origin, for robots.txt and the sitemap. */
    publicUrl?: string;
    /** Keeps the server-rendered public pages (the embedded gateway drops it on `content.changed`). */
    renderedPages?: RenderedPages;
    logger?: Logger;
    /** The image route's `warm` (images/image-route.ts): a rendered page's first images made ahead. */
    warmImage?: (url: string) => Promise<void>;
  },
) {
  // The member site's public pages are rendered on the server when its server entry is built
  // (dist-ssr/ beside dist/), a demo site's with its band. Canonical links use the configured origin,
  // never the request's Host (a kept page must not carry a forged one).
  const memberDir = webDistDir(dists.member, 'web/member/dist');
  const prerender = createPrerenderer({
    entryPath: path.join(memberDir, '..', 'dist-ssr', 'entry-server.js'),
    publicOrigin: dists.publicUrl ?? 'http://localhost:3000',
    pages: dists.renderedPages ?? new RenderedPages(),
    logger: dists.logger,
    demo: dists.demo,
    siteDir: memberDir,
    warmImage: dists.warmImage,
  });
  // robots.txt and sitemap.xml, before the member site's catch-all would answer them as pages.
  mountSeo(app, { publicUrl: dists.publicUrl });
  mountWebApp(app, {
    mountPath: '/admin',
    dir: webDistDir(dists.admin, 'web/admin/dist'),
    isRoute: () => true,
    csp: adminCsp,
  });
  // `/ar/…` is the root's Arabic under a second address: one lasting redirect, for crawlers too.
  app.get(['/ar', '/ar/{*rest}'], (req, res) =>
    res
      .set('Cache-Control', 'public, max-age=86400')
      .redirect(301, withoutDefaultPrefix(req.originalUrl) ?? '/'),
  );
  mountWebApp(app, {
    mountPath: '/',
    dir: memberDir,
    isRoute: isWebRoute,
    redirect: rootLocaleRedirect,
    demo: dists.demo,
    prerender,
    isPrerendered: isPrerenderedPage,
    noindex: isMemberPage,
  });
}
