import type { UploadRefusal } from '../domain/upload-refusals.js';
import type { ImageKind, RenditionSpec } from './image-render.js';

/** What crosses between the pool and an image worker: plain data, buffers as transferable bytes. */
export interface ImageJobMessage {
  id: number;
  kind: JobKind;
  input: Uint8Array;
  spec: RenditionSpec;
  /** A watermark job's text (`Mawadda · 10234 · 2026-11-25`). */
  text?: string;
  /** A watermark job's output: JPEG for photos, WebP for CV pages (see watermark-render.ts). */
  format?: MarkFormat;
}

export type MarkFormat = 'jpeg' | 'webp';

/**
 * An upload's renditions (`image`, `cv`), a viewer's watermarked copy of one file (`watermark`:
 * one variant), or a PDF CV's first pages (`pdf`: one variant per page, with its height).
 */
export type JobKind = ImageKind | 'watermark' | 'pdf';

export type ImageReplyMessage =
  | {
      id: number;
      ok: true;
      width: number;
      height: number;
      variants: { width: number; height?: number; bytes: Uint8Array }[];
      /** An `image` job: the content key (`markBaseKey`) of the rendition whose pixels it kept decoded. */
      warmed?: string;
    }
  /** A refusal travels as its value and is rebuilt as an `UploadRefused` on the main thread. */
  | { id: number; ok: false; refusal: UploadRefusal }
  | { id: number; ok: false; message: string };

/**
 * The buffers of `views` that can be moved to the other thread instead of copied: only those
 * that own their whole ArrayBuffer. A slice of a larger one (Node's small-Buffer pool, a chunk of
 * a bigger read) must stay, or its neighbours would vanish with it.
 */
export function movable(...views: Uint8Array[]): ArrayBuffer[] {
  return views
    .filter((v) => v.byteOffset === 0 && v.byteLength === v.buffer.byteLength && v.byteLength > 0)
    .map((v) => v.buffer)
    .filter((b): b is ArrayBuffer => b instanceof ArrayBuffer);
}
