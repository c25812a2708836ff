/**
 * What the member site's server renderer (web/member/src/entry-server.tsx) says about a page's
 * <head>; the gateway writes the tags from it (packages/site/src/prerender/head.ts), with the
 * site's defaults where a field is absent.
 */
export interface PageHead {
  /** The whole <title>, as the browser's tab shows it once the page runs. */
  title: string;
  /** The page's own description; absent: the site's description in the locale. */
  description?: string;
  type: 'website' | 'article';
  /** The article's image as the cms gives it (a site path or a URL). */
  image?: string;
  article?: { headline: string; publishedAt: string | null; author?: string };
  faq?: { question: string; answer: string }[];
}
