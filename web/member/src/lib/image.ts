/** Spec §9 image defaults: webp, quality 80, densities 1 and 2, these widths. */
export const IMAGE_WIDTHS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
export const IMAGE_QUALITY = 80;
export const IMAGE_FORMAT = 'webp';

const widths = Object.values(IMAGE_WIDTHS);

/** The gateway's image endpoint for one width (the optimised image, never the original). */
export const imageUrl = (src: string, width: number) =>
  `/_img?src=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_QUALITY}&f=${IMAGE_FORMAT}`;

/**
 * `src`, `srcset` and `sizes` for a responsive <img>: the browser picks the width it needs for
 * its layout size times its pixel density (1x or 2x), up to the widest variant.
 */
export function responsiveImage(
  src: string,
  layoutWidth: number,
  sizes = `(max-width: ${layoutWidth}px) 100vw, ${layoutWidth}px`,
) {
  const needed = widths.filter((w) => w <= layoutWidth * 2);
  const set = needed.length ? needed : [widths[0]!];
  const fallback = set.find((w) => w >= layoutWidth) ?? set[set.length - 1]!;
  return {
    src: imageUrl(src, fallback),
    srcSet: set.map((w) => `${imageUrl(src, w)} ${w}w`).join(', '),
    sizes,
  };
}
