import { DEFAULT_LOCALE } from '@mawadda/contracts/locale';
import { WEB_ROUTES } from '@mawadda/contracts/web-routes';
import { FIXED_PUBLIC_PATHS, inEveryLocale, MEMBER_PATH_PREFIXES } from './public-pages.js';

/** Reads one public CMS answer (`/api/cms` + path) as JSON. */
export type CmsRead = (path: string) => Promise<unknown>;

interface SitemapPage {
  path: string;
  lastmod?: string;
}

const FEED_PAGE = 50;
/** A sitemap holds at most 50 000 addresses; five locales each, so 10 000 pages (news and blog). */
const MAX_FEED_PAGES = 100;

const xml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

const itemsOf = (answer: unknown): Record<string, unknown>[] => {
  const items = (answer as { items?: unknown } | null)?.items;
  return Array.isArray(items) ? (items as Record<string, unknown>[]) : [];
};

/** The literal routes of the site (no `:param`), lower-cased: a CMS page is a page of the site only at one of them. */
const LITERAL_ROUTES = new Set(WEB_ROUTES.filter((r) => !r.includes(':')).map((r) => r.toLowerCase()));
const isMemberPath = (path: string) =>
  MEMBER_PATH_PREFIXES.some(
    (p) => path === p.replace(/\/$/, '') || path.startsWith(p.endsWith('/') ? p : `${p}/`),
  );

/** The static pages (spec §2) the CMS has, at the route the site serves each slug on. */
async function contentPages(read: CmsRead): Promise<SitemapPage[]> {
  const pages = itemsOf(await read('/page-titles?pageSize=100'));
  return pages
    .map((p) => `/${String(p.slug ?? '')}`)
    .filter((path) => LITERAL_ROUTES.has(path.toLowerCase()) && !isMemberPath(path))
    .map((path) => ({ path }));
}

/** Every published post of a feed (`news` at /media/news/<slug>, `blog` at /blog/<slug>), newest first. */
async function feedPosts(read: CmsRead, feed: 'news' | 'blog', base: string): Promise<SitemapPage[]> {
  const posts: SitemapPage[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_FEED_PAGES; page++) {
    const query: string = `/${feed}?limit=${FEED_PAGE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const answer = (await read(query)) as { next?: string | null } | null;
    for (const post of itemsOf(answer)) {
      if (typeof post.slug !== 'string' || !post.slug) continue;
      const published = typeof post.publishedAt === 'string' ? new Date(post.publishedAt) : undefined;
      posts.push({
        path: `${base}/${post.slug.split('/').map(encodeURIComponent).join('/')}`,
        lastmod: published && !Number.isNaN(published.getTime()) ? published.toISOString() : undefined,
      });
    }
    cursor = answer?.next ?? null;
    if (!cursor) break;
  }
  return posts;
}

/** The public pages of the site, from the fixed list and the CMS; never a member's page. */
export async function sitemapPages(read: CmsRead): Promise<SitemapPage[]> {
  const [pages, news, blog] = await Promise.all([
    contentPages(read),
    feedPosts(read, 'news', '/media/news'),
    feedPosts(read, 'blog', '/blog'),
  ]);
  const seen = new Set<string>();
  return [...FIXED_PUBLIC_PATHS.map((path) => ({ path })), ...pages, ...news, ...blog].filter(
    (p) => !seen.has(p.path.toLowerCase()) && seen.add(p.path.toLowerCase()),
  );
}

/**
 * sitemap.xml: each public page once per locale, each entry naming all five versions and the
 * default (Arabic, at the root) as `xhtml:link` hreflang alternates, so a search engine shows a
 * reader the version in their language. Posts carry their publication date as `lastmod`.
 */
export function sitemapXml(origin: string, pages: SitemapPage[]): string {
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const page of pages) {
    const versions = inEveryLocale(page.path);
    const alternates = [
      ...versions.map(
        (v) => `    <xhtml:link rel="alternate" hreflang="${v.locale}" href="${xml(origin + v.path)}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${xml(origin + versions.find((v) => v.locale === DEFAULT_LOCALE)!.path)}"/>`,
    ];
    for (const version of versions) {
      out.push('  <url>', `    <loc>${xml(origin + version.path)}</loc>`);
      if (page.lastmod) out.push(`    <lastmod>${page.lastmod}</lastmod>`);
      out.push(...alternates, '  </url>');
    }
  }
  out.push('</urlset>', '');
  return out.join('\n');
}
