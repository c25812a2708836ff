import sharp, { type Metadata } from 'sharp';
import { IMAGE_QUALITY, IMAGE_WIDTHS, type MessageKey } from '@mawadda/contracts';
import { problems } from '@mawadda/kit';
import { oneAtATime } from './one-at-a-time.js';

/**
 * Larger images are refused before any pixel is decoded: a PNG of a few hundred bytes can claim a
 * 100 000 × 100 000 canvas (a decompression bomb). 50 MP is above any phone camera's photo.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
const LARGEST = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
/** What the sniffer lets through; sharp could decode more (SVG, TIFF, GIF), so we check again here. */
const FORMATS = new Set(['jpeg', 'png', 'webp']);

export interface ProcessedImage {
  /** The original's size once turned upright by its EXIF orientation. */
  width: number;
  height: number;
  /** WebP renditions without metadata, ascending by width; none is wider than the original. */
  variants: { width: number; buffer: Buffer }[];
}

/**
 * Sharp's process-wide thread setting is left alone: on glibc Linux it already defaults to one
 * libvips thread per image, and the gateway's `/_img` endpoint shares it in the embedded process.
 * Instead uploads take turns here, so parallel uploads never take both cores.
 */
const inTurn = oneAtATime();

const corrupt = () => problems.field(400, 'corrupt_file', 'file', 'upload.corrupt');
const tooManyPixels = () => problems.field(400, 'image_too_many_pixels', 'file', 'upload.tooManyPixels');

/**
 * The widths to render: every spec width the image covers, plus its own width when it is narrower
 * than the largest (a 200 px image is kept at 200, a 1400 px one gets 1400 too so the widest screens
 * see all of it). Never wider than the image: nothing is enlarged.
 */
export function variantWidths(width: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w <= width);
  if (width < LARGEST && widths.at(-1) !== width) widths.push(width);
  return widths;
}

/**
 * Re-encodes a profile image (avatar, cover, album photo): upright by its EXIF orientation, then
 * WebP at quality 80 at each of `variantWidths`. Sharp writes no metadata unless asked, and we
 * never ask: EXIF (GPS, camera, dates), XMP, IPTC and ICC are gone, colours converted to sRGB.
 * A truncated or undecodable file is refused (400 `upload.corrupt`).
 */
export function processImage(input: Buffer): Promise<ProcessedImage> {
  return inTurn(async () => {
    const { width, height } = await inspect(input, 'upload.imageType');
    const variants = [];
    for (const w of variantWidths(width)) variants.push({ width: w, buffer: await encode(input, w) });
    return { width, height, variants };
  });
}

/**
 * A CV sent as an image, re-encoded so it carries no metadata either: one WebP at its own width,
 * at most the largest spec width (a page stays readable, it is opened whole, not shown in sizes).
 */
export function processCvImage(input: Buffer): Promise<ProcessedImage> {
  return inTurn(async () => {
    const { width, height } = await inspect(input, 'upload.cvType');
    const w = Math.min(width, LARGEST);
    return { width, height, variants: [{ width: w, buffer: await encode(input, w) }] };
  });
}

/** Reads the header only: the format, and the size after orientation, checked against the pixel limit. */
async function inspect(input: Buffer, wrongType: MessageKey): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (err) {
    throw isPixelLimit(err) ? tooManyPixels() : corrupt();
  }
  if (!FORMATS.has(meta.format)) throw problems.field(415, 'unsupported_file_type', 'file', wrongType);
  const { width, height } = meta.autoOrient;
  if (!(width >= 1 && height >= 1) || width * height > MAX_INPUT_PIXELS) throw tooManyPixels();
  return { width, height };
}

/**
 * One rendition. Each decodes the input afresh: libvips streams it in strips and JPEG shrinks
 * on load, so memory stays small, where decoding once to raw pixels would hold the whole photo
 * (72 MB for 24 MP). `failOn: 'truncated'` turns a cut-off file into an error rather than a grey
 * half-image; the first rendition meets it before anything is stored.
 */
async function encode(input: Buffer, width: number): Promise<Buffer> {
  try {
    return await sharp(input, { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient() // the same as rotate() without an angle
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: IMAGE_QUALITY })
      .toBuffer();
  } catch (err) {
    throw isPixelLimit(err) ? tooManyPixels() : corrupt();
  }
}

const isPixelLimit = (err: unknown) => err instanceof Error && /pixel limit/i.test(err.message);
