import type { Express, Request } from 'express';
import type { Logger } from '@mawadda/kit';
import { cmsThroughThisServer } from './cms-loopback.js';
import { robotsTxt } from './robots.js';
import { sitemapPages, sitemapXml, type CmsRead } from './sitemap.js';

export interface SeoOptions {
  /** The site's public origin (`https://mawadda.ae`); without it, the request's own (behind TRUSTED_PROXIES). */
  publicUrl?: string;
  /** How the sitemap reads the CMS (tests); by default through this server (cms-loopback.ts). */
  cms?: (req: Request) => CmsRead;
  /** How long a built sitemap is served before the CMS is read again. */
  ttlMs?: number;
}

const originOf = (req: Request, publicUrl: string | undefined) =>
  (publicUrl ?? `${req.protocol}://${req.get('host')}`).replace(/\/+$/, '');

/**
 * `/robots.txt` and `/sitemap.xml` for crawlers. The sitemap is built from the
 * CMS at most once a minute per origin (one build at a time); when the CMS cannot be read, the
 * last good sitemap is served, or a 503 with Retry-After when there is none yet, never a 500.
 */
export function mountSeo(app: Express, options: SeoOptions = {}) {
  const ttlMs = options.ttlMs ?? 60_000;
  const readerOf = options.cms ?? ((req: Request) => cmsThroughThisServer(req));
  const built = new Map<string, { xml: string; at: number }>();
  const building = new Map<string, Promise<string>>();

  app.get('/robots.txt', (req, res) => {
    res
      .set('Cache-Control', `public, max-age=${Math.round(ttlMs / 1000)}`)
      .type('text/plain')
      .send(robotsTxt(originOf(req, options.publicUrl)));
  });

  app.get('/sitemap.xml', async (req, res) => {
    const origin = originOf(req, options.publicUrl);
    const cached = built.get(origin);
    let xml = cached && performance.now() - cached.at < ttlMs ? cached.xml : undefined;
    if (!xml) {
      let pending = building.get(origin);
      if (!pending) {
        pending = sitemapPages(readerOf(req))
          .then((pages) => sitemapXml(origin, pages))
          .then((x) => {
            // Without a configured origin the Host header names it: keep a few, never one per forged Host.
            if (built.size >= 4) built.clear();
            built.set(origin, { xml: x, at: performance.now() });
            return x;
          })
          .finally(() => building.delete(origin));
        building.set(origin, pending);
      }
      try {
        xml = await pending;
      } catch (err) {
        (res.locals.log as Logger | undefined)?.warn({ err }, 'sitemap: the cms could not be read');
        xml = cached?.xml;
      }
    }
    if (!xml)
      return void res
        .status(503)
        .set({ 'Retry-After': '30', 'Cache-Control': 'no-store' })
        .type('text/plain')
        .send('Sitemap unavailable');
    res
      .set('Cache-Control', `public, max-age=${Math.round(ttlMs / 1000)}`)
      .type('application/xml')
      .send(xml);
  });
}
