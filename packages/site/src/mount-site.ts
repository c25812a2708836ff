import type { Express } from 'express';
import type { Logger } from '@mawadda/kit';
import { mountImageRoute } from './images/image-route.js';
import type { RenderedPages } from './prerender/rendered-pages.js';
import { mountWebApps, webDistDir } from './web-apps.js';

export interface SiteOptions {
  /** The member site's build (`web/member/dist` when unset) and the staff console's (`web/admin/dist`). */
  memberDist?: string;
  adminDist?: string;
  /** A demo site: every page carries the demo mark (`npm run demo`). */
  demo?: boolean;
  /** The site's public origin: canonical links, robots.txt, the sitemap. */
  publicOrigin?: string;
  /** Where resized images are kept (`<DATA_DIR>/cache/images`). */
  imageCacheDir: string;
  /** Kept rendered pages; the embedded gateway drops them on `content.changed`. */
  renderedPages?: RenderedPages;
  logger?: Logger;
}

/**
 * Everything outside `/api` that the browser asks for: `/_img`, robots.txt and the sitemap, the
 * member site (rendered public pages, shells, assets) at `/` and the console at `/admin`. It ends
 * in the site's catch-all, so the edge mounts it after every route of its own.
 */
export function mountSite(app: Express, options: SiteOptions): void {
  const images = mountImageRoute(app, {
    // The site's own images only. Member media never goes through here: it is private and
    // reached only by the profile service's signed URLs.
    roots: [webDistDir(options.memberDist, 'web/member/dist')],
    cacheDir: options.imageCacheDir,
  });
  mountWebApps(app, {
    member: options.memberDist,
    admin: options.adminDist,
    demo: options.demo,
    publicUrl: options.publicOrigin,
    renderedPages: options.renderedPages,
    logger: options.logger,
    warmImage: images.warm,
  });
}
