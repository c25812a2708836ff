import type { ProfileImage } from '@mawadda/contracts';

interface Props {
  image: ProfileImage;
  /** How wide the image is drawn, for the browser to pick a variant (the `sizes` attribute). */
  sizes: string;
  alt: string;
  className?: string;
  /** Above the fold: fetched at once. Anything else waits until it is near the screen. */
  priority?: boolean;
}

/**
 * A member's image from the widths the profile service made of it (spec §9 widths, webp). Each
 * variant URL is signed for this viewer and used exactly as given: rewriting one (or sending it
 * through the site's image endpoint) would break its signature.
 */
export function ProfilePicture({ image, sizes, alt, className, priority = false }: Props) {
  const { variants } = image;
  const fallback = variants.find((v) => v.width >= 640) ?? variants[variants.length - 1]!;
  return (
    <img
      className={className}
      src={fallback.url}
      srcSet={variants.map((v) => `${v.url} ${v.width}w`).join(', ')}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
