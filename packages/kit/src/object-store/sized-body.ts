import { Readable, Transform } from 'node:stream';

/** The body's length differed from the `size` the caller promised: the object is not stored. */
export class ObjectSizeMismatchError extends Error {
  readonly code = 'object_size_mismatch';
  constructor(
    readonly expected: number,
    readonly actual: number,
  ) {
    super(`Object body is ${actual} bytes, expected ${expected}`);
    this.name = 'ObjectSizeMismatchError';
  }
}

export interface CountedBody {
  stream: Readable;
  /** Bytes that passed through so far (the full size once the stream has ended). */
  bytes(): number;
}

/**
 * Wraps a put's body so both adapters count its bytes the same way and fail the same way when a
 * promised size is wrong (a truncated upload must not be stored as if complete). An error raised
 * here aborts the file write or the S3 request, so nothing partial is kept.
 */
export function countedBody(body: Buffer | Readable, size?: number): CountedBody {
  if (size !== undefined && (!Number.isSafeInteger(size) || size < 0)) {
    throw new TypeError(`Invalid object size ${size}`);
  }
  if (Buffer.isBuffer(body) && size !== undefined && body.length !== size) {
    throw new ObjectSizeMismatchError(size, body.length);
  }
  let count = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      count += chunk.length;
      if (size !== undefined && count > size) return done(new ObjectSizeMismatchError(size, count));
      done(null, chunk);
    },
    flush(done) {
      done(size !== undefined && count !== size ? new ObjectSizeMismatchError(size, count) : null);
    },
  });
  const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
  // Errors of the source must reach the consumer of the counter, or a failed upload would hang.
  source.on('error', (err) => counter.destroy(err));
  // The consumer (a file write, an S3 request) handles the error and fails the put; the error can
  // also be emitted after that consumer has let go of the stream, where it must not crash the process.
  counter.on('error', () => undefined);
  return { stream: source.pipe(counter), bytes: () => count };
}
