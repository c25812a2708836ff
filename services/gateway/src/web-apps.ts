import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request } from 'express';
import { isWebRoute } from '@mawadda/contracts/web-routes';
import { rootLocaleRedirect } from './locale-redirect.js';
import { adminCsp } from './content-security.js';
import { sitePage } from './site-page.js';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Crawlers and link previewers: they get a status, not an app they cannot run (spec §2). */
const BOT =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|whatsapp|telegram|preview|curl|wget|python-requests|headless(?!chrome)/i;
export const isBot = (userAgent: string | undefined) => Boolean(userAgent && BOT.test(userAgent));

export const webDistDir = (dist: string | undefined, fallbackDir: string) =>
  path.resolve(dist ?? path.join(repoRoot, fallbackDir));

/**
 * Serves a built single-page app when its build exists. Hashed assets are cached for a year;
 * index.html and version.json never, so a new release is seen at once. A path that is a page
 * of the site gets the app; any other path gets 404 — with the app (which shows "Page not
 * found") for people, and without it for bots. `redirect` may send a person elsewhere first.
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
  },
): boolean {
  const index = path.join(options.dir, 'index.html');
  if (!fs.existsSync(index)) return false;
  const page = sitePage(index, { demo: options.demo, csp: options.csp });
  const prefix = options.mountPath === '/' ? '' : options.mountPath;
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
  app.get(`${prefix}/{*rest}`, (req, res, next) => {
    if (req.path.startsWith('/api/') || req.path.startsWith('/_img')) return next();
    const known = options.isRoute(req.path.slice(prefix.length) || '/');
    const bot = isBot(req.get('user-agent'));
    if (!known && bot) return void res.status(404).type('text/plain').send('Not Found');
    // Crawlers index each language at its own address, so only people are redirected.
    const target = bot ? undefined : options.redirect?.(req);
    if (target)
      return void res
        .set({ 'Cache-Control': 'no-cache', Vary: 'Cookie, Accept-Language' })
        .redirect(302, target);
    const { html, csp } = page();
    res
      .status(known ? 200 : 404)
      .set({ 'Cache-Control': 'no-cache', 'Content-Security-Policy': csp })
      .type('html')
      .send(html);
  });
  return true;
}

/** The member site at / and the staff console at /admin, when built. */
export function mountWebApps(app: Express, dists: { member?: string; admin?: string; demo?: boolean }) {
  mountWebApp(app, {
    mountPath: '/admin',
    dir: webDistDir(dists.admin, 'web/admin/dist'),
    isRoute: () => true,
    csp: adminCsp,
  });
  mountWebApp(app, {
    mountPath: '/',
    dir: webDistDir(dists.member, 'web/member/dist'),
    isRoute: isWebRoute,
    redirect: rootLocaleRedirect,
    demo: dists.demo,
  });
}
