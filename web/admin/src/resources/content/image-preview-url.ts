/** Spec §9 image defaults: webp at quality 80; a preview needs no more than the 640 px variant. */
const PREVIEW_WIDTH = 640;

/**
 * Where a cover image can be previewed: a site path goes through the gateway's `/_img` endpoint
 * (the optimised variant the site itself shows); another host's image is not loaded here (the
 * console's CSP allows images from this site only), so it has no preview URL.
 */
export function imagePreviewUrl(src: string | null | undefined): string | null {
  if (!src || !src.startsWith('/') || src.startsWith('//')) return null;
  return `/_img?src=${encodeURIComponent(src)}&w=${PREVIEW_WIDTH}&q=80&f=webp`;
}

export const isExternalImage = (src: string | null | undefined) => !!src && /^https?:\/\//.test(src);
