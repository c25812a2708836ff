import type { Readable } from 'node:stream';

/**
 * The ObjectStore port (DESIGN §1 "files"): files when embedded, a MinIO bucket when distributed.
 * Never exposed to browsers: profile signs and checks its own short-lived URLs and streams the
 * bytes. A key is never also a folder of keys: S3 allows it, a file system does not.
 */
export interface ObjectStore {
  /** Stores (or replaces) the object. `size`, when given, must match the body or the put fails. */
  put(key: string, body: Buffer | Readable, options: PutOptions): Promise<ObjectInfo>;
  /**
   * The object's bytes as a stream, with its type and total size; undefined when there is none.
   * With `range` only those bytes are streamed (video seeking); a range past the end is clamped,
   * a range starting at or past the end yields `range: undefined` and an empty stream.
   */
  get(key: string, options?: { range?: ByteRange }): Promise<StoredObject | undefined>;
  stat(key: string): Promise<ObjectInfo | undefined>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object under the folder `prefix/` (a member's erasure); returns how many. */
  deletePrefix(prefix: string): Promise<number>;
  /** Keys under the folder `prefix/`, at any depth, sorted. */
  list(prefix: string): Promise<string[]>;
  /** Resolves when the store answers (for /readyz). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface PutOptions {
  contentType: string;
  /** Known length in bytes: checked against the body, and lets MinIO upload in one request. */
  size?: number;
}

export interface ObjectInfo {
  key: string;
  contentType: string;
  size: number;
}

/** Inclusive byte positions, as in an HTTP Range header; `end` defaults to the last byte. */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface StoredObject extends ObjectInfo {
  stream: Readable;
  /** The bytes the stream holds when a range was asked for and could be served. */
  range?: { start: number; end: number };
}

/** The part of `range` inside an object of `size` bytes, or undefined when nothing of it is. */
export function clampRange(range: ByteRange, size: number): { start: number; end: number } | undefined {
  if (!Number.isSafeInteger(range.start) || range.start < 0 || range.start >= size) return undefined;
  const end = Math.min(range.end ?? size - 1, size - 1);
  return end >= range.start ? { start: range.start, end } : undefined;
}

/** `type/subtype` with optional parameters and no control characters, so it is safe as a header. */
const CONTENT_TYPE =
  /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+(\s*;\s*[a-z0-9_.+-]+=("[^"\p{Cc}]*"|[a-z0-9_.+-]+))*$/iu;

/** A content type we would store and later send back as Content-Type. */
export function assertContentType(contentType: string): void {
  if (typeof contentType !== 'string' || contentType.length > 200 || !CONTENT_TYPE.test(contentType)) {
    throw new TypeError(`Invalid content type ${JSON.stringify(String(contentType).slice(0, 80))}`);
  }
}

/** Served when an object's type is unknown (no sidecar on disk): browsers will not sniff it. */
export const FALLBACK_CONTENT_TYPE = 'application/octet-stream';
