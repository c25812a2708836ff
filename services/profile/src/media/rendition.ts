import type { UploadKind } from '@mawadda/contracts';
import { cvPageFileName, imageFileName, singleFileName } from '../domain/asset-files.js';
import { processCvImage, processImage, renderPdfCv, type ProcessedImage } from './image-pipeline.js';
import { sniffUpload } from './sniff.js';

export const IMAGE_KINDS: ReadonlySet<UploadKind> = new Set<UploadKind>(['avatar', 'cover', 'photo']);

/** The bytes to store for one upload: one file per width for images, else the file itself. */
export interface Rendition {
  /** `contentType` when the file's differs from the asset's (a PDF's page images). */
  files: { name: string; body: Buffer; contentType?: string }[];
  contentType: string;
  width: number | null;
  height: number | null;
  widths: number[];
  /** A PDF CV's page images stored beside it. */
  pages?: number;
}

/**
 * What an upload becomes once its type is read from its bytes: images re-encoded at every width,
 * a CV sent as an image re-encoded to one file, anything else kept as sent. A refusal (the type,
 * a damaged or oversized image) is thrown as `UploadRefused` by the sniffer and the pipeline.
 */
export async function renderUpload(kind: UploadKind, upload: Buffer, memberId: string): Promise<Rendition> {
  const contentType = await sniffUpload(upload, kind);
  // The member's id gives the upload its place in the pool's per-member turn (fair share).
  if (IMAGE_KINDS.has(kind)) return asImage(await processImage(upload, memberId));
  if (contentType.startsWith('image/')) {
    // A CV sent as a photo is re-encoded too, so it carries no metadata either; it stays one
    // file (`cv.webp`), opened whole like a PDF rather than shown in sizes.
    const result = await processCvImage(upload, memberId);
    const largest = result.variants.at(-1)!;
    return {
      files: [{ name: singleFileName({ kind, contentType: 'image/webp' }), body: largest.buffer }],
      contentType: 'image/webp',
      width: largest.width,
      height: result.height,
      widths: [],
    };
  }
  if (kind === 'cv' && contentType === 'application/pdf') {
    // Viewers get the first pages as images (watermarked for each), never the file itself.
    const pages = await renderPdfCv(upload, memberId);
    return {
      files: [
        { name: singleFileName({ kind, contentType }), body: upload },
        ...pages.map((p, i) => ({ name: cvPageFileName(i + 1), body: p.buffer, contentType: 'image/webp' })),
      ],
      contentType,
      width: pages[0]?.width ?? null,
      height: pages[0]?.height ?? null,
      widths: [],
      pages: pages.length,
    };
  }
  return {
    files: [{ name: singleFileName({ kind, contentType }), body: upload }],
    contentType,
    width: null,
    height: null,
    widths: [],
  };
}

const asImage = (result: ProcessedImage): Rendition => ({
  files: result.variants.map((v) => ({ name: imageFileName(v.width), body: v.buffer })),
  contentType: 'image/webp',
  width: result.width,
  height: result.height,
  widths: result.variants.map((v) => v.width),
});
