import sharp, { type Sharp } from 'sharp';
import { IMAGE_QUALITY, IMAGE_WIDTHS } from '@mawadda/contracts';
import { ProblemError } from '@mawadda/kit';

/** Larger images are refused before decoding: a small file can claim a huge canvas (a pixel bomb). */
export const MAX_INPUT_PIXELS = 50_000_000;
/** A CV page rendered as an image keeps enough width to read; it is not shown in sizes. */
const CV_MAX_WIDTH = IMAGE_WIDTHS.at(-1)!;

// Uploads are rare next to page views: one image at a time per process keeps both cores free
// for requests, and libvips's own threads are limited so one large photo cannot take them all.
sharp.concurrency(1);
let queue: Promise<unknown> = Promise.resolve();
const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
};

export interface ProcessedImage {
  width: number;
  height: number;
  /** WebP renditions, ascending by width; none is wider than the original. */
  variants: { width: number; buffer: Buffer }[];
}

const corrupt = () => new ProblemError(400, 'corrupt_file', 'upload.corrupt', { field: 'file' });

/** Decodes strictly: a truncated or damaged file fails here rather than becoming a grey half-image. */
async function decode(input: Buffer): Promise<{ image: Sharp; width: number; height: number }> {
  const image = sharp(input, { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  try {
    // Decoding the whole image once catches truncation that the header alone does not show.
    const { info } = await image.clone().raw().toBuffer({ resolveWithObject: true });
    return { image, width: info.width, height: info.height };
  } catch {
    throw corrupt();
  }
}

/**
 * Re-encodes a profile image: auto-rotated by its EXIF orientation, then WebP at quality 80 at
 * each of the spec's widths up to its own (the original width too when it falls between them).
 * Sharp writes no metadata unless asked, and we never ask: EXIF, GPS, XMP and IPTC are gone, and
 * the original bytes are not kept anywhere.
 */
export function processImage(input: Buffer): Promise<ProcessedImage> {
  return oneAtATime(async () => {
    const { image, width, height } = await decode(input);
    const widths: number[] = IMAGE_WIDTHS.filter((w) => w < width);
    if (width <= IMAGE_WIDTHS.at(-1)!) widths.push(width);
    else widths.push(IMAGE_WIDTHS.at(-1)!);
    const variants = [];
    for (const w of [...new Set(widths)].sort((a, b) => a - b)) {
      const buffer = await image
        .clone()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: IMAGE_QUALITY })
        .toBuffer();
      variants.push({ width: w, buffer });
    }
    return { width, height, variants };
  });
}

/** A CV sent as an image: one WebP at its width (capped), without metadata. */
export function processCvImage(input: Buffer): Promise<ProcessedImage> {
  return oneAtATime(async () => {
    const { image, width, height } = await decode(input);
    const w = Math.min(width, CV_MAX_WIDTH);
    const buffer = await image
      .clone()
      .resize({ width: w, withoutEnlargement: true })
      .webp({ quality: IMAGE_QUALITY })
      .toBuffer();
    return { width, height, variants: [{ width: w, buffer }] };
  });
}
