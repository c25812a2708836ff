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
 * Images are processed on a small worker pool, never on the request thread, in turn per member, so
 * one member's huge photos delay another's by about one job. Sharp's process-wide thread setting is
 * left alone.
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
 * Re-encodes a profile image, upright, as WebP at each of `variantWidths`, with no metadata (EXIF,
 * GPS, XMP, IPTC, ICC). Refuses (`UploadRefused`) corrupt, oversized and non-JPEG/PNG/WebP files.
 * The input's memory moves to the worker when it owns it: do not read `input` after the call.
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
 * A viewer's copy of one image with their mark on it, on the same workers, in turn per viewer. The
 * job goes to the worker that last touched the file when free, as it still holds the decoded
 * pixels. A photo comes back as JPEG, a CV page as WebP (`watermark-render.ts` says why).
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
