import { responsiveImage } from './image';

interface Props {
  /** A path on this site (`/images/…`, later `/media/…`): only those go through the image endpoint. */
  src: string;
  /** The widest the image is drawn on this page, in CSS pixels; 2× that is the largest variant asked for. */
  layoutWidth: number;
  sizes: string;
  className?: string;
  alt?: string;
  /** Above the fold: fetched at once and first. Anything else waits until it is near the screen. */
  priority?: boolean;
}

/**
 * An image served optimised (spec §9); the browser picks its variant from `srcset`. The intrinsic
 * 16:9 size reserves the space, so nothing jumps when it arrives. Sources that are not paths of
 * this site are not shown: the only allowed image host is our own.
 */
export function ResponsiveImage({ src, layoutWidth, sizes, className, alt = '', priority = false }: Props) {
  if (!src.startsWith('/') || src.startsWith('//')) return null;
  const image = responsiveImage(src, layoutWidth, sizes);
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      alt={alt}
      width={1600}
      height={900}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
