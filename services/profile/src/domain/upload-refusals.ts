import type { MessageKey } from '@mawadda/contracts';

/**
 * Why an upload is refused, as values (no HTTP in `domain/` or `media/`). Media code throws
 * `UploadRefused` deep in parsing and decoding, where a return value would have to climb through
 * streams and worker threads; `http/problems.ts` alone gives each its status.
 */
export type UploadRefusal =
  /** Not a multipart form at all. */
  | { refusal: 'unsupported_media_type' }
  /** Bigger than the kind allows; the message names the kind's limit. */
  | { refusal: 'file_too_large'; messageKey: MessageKey }
  /** No file, an empty one, or a second one. */
  | { refusal: 'no_file' }
  | { refusal: 'one_file' }
  /** Truncated or undecodable. */
  | { refusal: 'corrupt_file' }
  /** A multipart body without a boundary, or one that does not parse. */
  | { refusal: 'malformed_multipart' }
  /** The client gave up half-way through the body. */
  | { refusal: 'upload_aborted' }
  /** A canvas over the pixel limit (a decompression bomb, or just too big). */
  | { refusal: 'image_too_many_pixels' }
  /** The bytes are not a type this kind accepts; the message names the kind's types. */
  | { refusal: 'unsupported_file_type'; messageKey: MessageKey };

export class UploadRefused extends Error {
  constructor(readonly refusal: UploadRefusal) {
    super(`upload refused: ${refusal.refusal}`);
    this.name = 'UploadRefused';
  }
}
