import sharp, { type Metadata } from 'sharp';
import type { MessageKey } from '@mawadda/contracts';
import { UploadRefused } from '../domain/upload-refusals.js';

/**
 * The sharp work, inside an image worker. Widths and quality come with each job, so a worker loads
 * no `@mawadda/contracts`. Oversized images are refused before any pixel is decoded: a tiny PNG can
 * claim a huge canvas (a decompression bomb); the limit is above any phone camera's photo.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
/** What the sniffer lets through; sharp could decode more (SVG, TIFF, GIF), so we check again here. */
const FORMATS = new Set(['jpeg', 'png', 'webp']);

export interface ProcessedImage {
  /** The original's size once turned upright by its EXIF orientation. */
  width: number;
  height: number;
  /** WebP renditions without metadata, ascending by width; none is wider than the original. */
  variants: { width: number; height?: number; buffer: Buffer }[];
  /** The content key of a rendition the worker kept decoded for watermarks (`markBaseKey`). */
  warmed?: string;
}

/** A profile image (avatar, cover, album photo) in sizes, or a CV sent as an image (one file). */
export type ImageKind = 'image' | 'cv';

/** The spec's renditions: `IMAGE_WIDTHS` (ascending) and `IMAGE_QUALITY`. */
export interface RenditionSpec {
  widths: readonly number[];
  quality: number;
  /** A PDF job's page count (the first pages only). */
  maxPages?: number;
}

const corrupt = () => new UploadRefused({ refusal: 'corrupt_file' });
const tooManyPixels = () => new UploadRefused({ refusal: 'image_too_many_pixels' });

/**
 * The widths to render: every spec width the image covers, plus its own width when it is narrower
 * than the largest (a 200 px image is kept at 200, a 1400 px one gets 1400 too so the widest screens
 * see all of it). Never wider than the image: nothing is enlarged.
 */
export function variantWidths(width: number, spec: readonly number[]): number[] {
  const widths = spec.filter((w) => w <= width);
  if (width < spec.at(-1)! && widths.at(-1) !== width) widths.push(width);
  return widths;
}

/**
 * An image: upright by EXIF orientation, then WebP at each of `variantWidths`. Sharp writes no
 * metadata unless asked, and we never ask, so GPS and camera data are gone. A CV page: one WebP at
 * its own width, capped at the largest spec width.
 */
export async function renderImage(
  input: Buffer,
  kind: ImageKind,
  spec: RenditionSpec,
): Promise<ProcessedImage> {
  const { width, height } = await inspect(input, kind);
  const widths = kind === 'cv' ? [Math.min(width, spec.widths.at(-1)!)] : variantWidths(width, spec.widths);
  const variants = [];
  for (const w of widths) variants.push({ width: w, buffer: await encode(input, w, spec.quality) });
  return { width, height, variants };
}

/**
 * Reads the header only: the format, and the size after orientation, checked against the pixel
 * limit. Cheap (no pixel is decoded), so the pipeline also runs it before an image waits its turn.
 */
export async function inspect(input: Buffer, kind: ImageKind): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (err) {
    throw isPixelLimit(err) ? tooManyPixels() : corrupt();
  }
  if (!FORMATS.has(meta.format)) {
    const messageKey: MessageKey = kind === 'cv' ? 'upload.cvType' : 'upload.imageType';
    throw new UploadRefused({ refusal: 'unsupported_file_type', messageKey });
  }
  const { width, height } = meta.autoOrient;
  if (!(width >= 1 && height >= 1) || width * height > MAX_INPUT_PIXELS) throw tooManyPixels();
  return { width, height };
}

/**
 * One rendition. Each decodes the input afresh, since libvips streams in strips and JPEG shrinks on
 * load, where decoding once would hold the whole photo's pixels. `failOn: 'truncated'` makes a
 * cut-off file an error, met before anything is stored, not a grey half-image.
 */
async function encode(input: Buffer, width: number, quality: number): Promise<Buffer> {
  try {
    return await sharp(input, { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient() // the same as rotate() without an angle
      .resize({ width, withoutEnlargement: true })
      .webp({ quality })
      .toBuffer();
  } catch (err) {
    throw isPixelLimit(err) ? tooManyPixels() : corrupt();
  }
}

const isPixelLimit = (err: unknown) => err instanceof Error && /pixel limit/i.test(err.message);
