import { IMAGE_WIDTHS } from '@mawadda/contracts';
import { ImagePool } from './image-pool.js';
import { markBaseKey } from './mark-base-key.js';
import type { MarkFormat } from './image-worker-protocol.js';
import {
  inspect,
  variantWidths as widthsWithin,
  type ImageKind,
  type ProcessedImage,
} from './image-render.js';

export { MAX_INPUT_PIXELS, type ProcessedImage } from './image-render.js';

/**
 * Uploads are decoded and encoded on a small pool of worker threads (`image-pool.ts`), never on
 * the thread that serves requests, and taken in turn per member: one member's huge photos delay
 * another member's small one by about one job, not by all of them. Sharp's process-wide thread
 * setting is left alone (one libvips thread per image on glibc Linux).
 */
const pool = new ImagePool();

/**
 * The widths an image `width` px wide is rendered at: every spec width it covers, plus its own when
 * narrower than the largest. Never wider than the image.
 */
export const variantWidths = (width: number): number[] => widthsWithin(width, IMAGE_WIDTHS);

/** Work whose owner is not said shares one turn, as all uploads did before the fair queue. */
export const UNATTRIBUTED = 'unattributed';

/**
 * Re-encodes a profile image (avatar, cover, album photo): upright by its EXIF orientation, then
 * WebP at quality 80 at each of `variantWidths`, without any metadata (EXIF, GPS, XMP, IPTC, ICC).
 * Refuses (`UploadRefused`) a truncated or undecodable file (`corrupt_file`), one over the pixel
 * limit from its header alone (`image_too_many_pixels`), and formats other than JPEG, PNG and WebP.
 * `ownerId` (the member) decides whose turn it is. The input's memory moves to the worker when it
 * owns it whole: do not read `input` after the call.
 */
export function processImage(input: Buffer, ownerId: string = UNATTRIBUTED): Promise<ProcessedImage> {
  return inTurn(ownerId, 'image', input);
}

/**
 * A CV sent as an image, re-encoded so it carries no metadata either: one WebP at its own width,
 * at most the largest spec width (a page stays readable, it is opened whole, not shown in sizes).
 * Same refusals, owner and input rules as `processImage`.
 */
export function processCvImage(input: Buffer, ownerId: string = UNATTRIBUTED): Promise<ProcessedImage> {
  return inTurn(ownerId, 'cv', input);
}

/**
 * The header is read here first (no pixel decoded, sharp's work on libuv's threads): a bomb, an
 * unreadable file or a wrong format is refused at once instead of waiting behind other uploads.
 * The worker reads it again, as it must know the size anyway.
 */
async function inTurn(ownerId: string, kind: ImageKind, input: Buffer): Promise<ProcessedImage> {
  await inspect(input, kind);
  return pool.run(ownerId, kind, input);
}

/**
 * A viewer's copy of one image with their mark drawn over it (issue 17), on the same workers and
 * in turn per viewer: one viewer scrolling an album waits for their own renders, not others'.
 * The job goes to the worker that last marked or made that file when it is free: that worker
 * still holds its decoded pixels (`image-pool.ts`, affinity by content). A photo comes back as JPEG, a CV page
 * (`document`) as WebP (`watermark-render.ts` says why).
 */
export async function watermarkImage(
  input: Buffer,
  text: string,
  viewerKey: string,
  options: { document?: boolean } = {},
): Promise<{ bytes: Buffer; contentType: string }> {
  const format: MarkFormat = options.document ? 'webp' : 'jpeg';
  // Hashed before the pool moves the input's memory to the worker.
  const affinity = markBaseKey(input);
  const result = await pool.run(`view:${viewerKey}`, 'watermark', input, { text, format, affinity });
  return { bytes: result.variants[0]!.buffer, contentType: `image/${format}` };
}

/**
 * A PDF CV's first pages as WebP images (at most the largest spec width), or none when pdf.js
 * cannot draw it: the CV is kept all the same (the owner has it; viewers are told it cannot be
 * previewed). In turn per member like uploads.
 */
export async function renderPdfCv(
  input: Buffer,
  ownerId: string,
): Promise<{ width: number; height: number; buffer: Buffer }[]> {
  try {
    // A copy goes to the worker: the caller still stores the original PDF.
    const result = await pool.run(ownerId, 'pdf', Buffer.from(input));
    return result.variants.map((v) => ({ width: v.width, height: v.height ?? 0, buffer: v.buffer }));
  } catch {
    return [];
  }
}

/** Stops the image workers (the service's `stop`); a later upload starts them again. */
export function closeImagePipeline(): Promise<void> {
  return pool.close();
}
