import { isSiteImage, responsiveImage } from '../../../lib/image';

/** How an article's cover is drawn (PostArticle): up to the reading column's width. */
export const POST_COVER = { layoutWidth: 768, sizes: '(max-width: 50rem) calc(100vw - 2rem), 48rem' } as const;

/**
 * The cover's request exactly as its <img> makes it, for the rendered page's head to preload (it
 * is the article's largest paint, issue 19); undefined for an image the page does not show.
 */
export function postCoverImage(src: string) {
  return isSiteImage(src) ? responsiveImage(src, POST_COVER.layoutWidth, POST_COVER.sizes) : undefined;
}
