import type { RequestHandler, Response } from 'express';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import compressible from 'compressible';
import { preferredEncoding, type ContentCoding } from './negotiation.js';

/**
 * Compresses an answer sent whole (`res.json`, `res.send`: one `end` with the body, nothing written
 * before) in the request's own turn, synchronously, before its headers go out.
 *
 * Why not leave it to `compression`: that middleware pipes every answer through a zlib stream,
 * whose work runs on libuv's thread pool, two hops (write, then flush) per answer, with the
 * stream's set-up and teardown around them: in issue 18's profile of `GET /api/profile/me` at 50
 * connections, that machinery was on every member read. A JSON answer of a few KB compresses in
 * 50–120 µs in place (brotli quality 4, as `compression` uses); the member routes answered 25–40 %
 * more requests a second with it (bench/edge.ts).
 *
 * Answers written in parts (exports, files) and bodies over `maxBytes` (whose compression would
 * hold the event loop too long) are left to `compression`, mounted before this, which streams
 * them off the loop. This one is mounted after it so its `end` runs first; an answer it compressed
 * carries a `Content-Encoding`, which `compression` leaves alone.
 */
export function compressWholeBody(options: { threshold: number; maxBytes: number }): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'HEAD') return next();
    const end = res.end;
    const write = res.write;
    let streamed = false;
    // A write before the end makes it a streamed answer: nothing to do here.
    res.write = function (this: Response, ...args: unknown[]) {
      streamed = true;
      return (write as (...a: unknown[]) => boolean).apply(this, args);
    } as Response['write'];
    res.end = function (this: Response, chunk?: unknown, encoding?: unknown, callback?: unknown) {
      res.end = end;
      res.write = write;
      const body = streamed || res.headersSent ? undefined : bodyOf(chunk, encoding);
      const coding =
        body &&
        compressibleAnswer(res, body.length, options) &&
        preferredEncoding(req.headers['accept-encoding']);
      if (!body || !coding)
        return (end as (...a: unknown[]) => Response).call(this, chunk, encoding, callback);
      const packed = compress(body, coding);
      res.setHeader('Content-Encoding', coding);
      res.setHeader('Content-Length', packed.length);
      res.vary('Accept-Encoding');
      const done = typeof encoding === 'function' ? encoding : callback;
      return (end as (...a: unknown[]) => Response).call(this, packed, done);
    } as Response['end'];
    next();
  };
}

function bodyOf(chunk: unknown, encoding: unknown): Buffer | undefined {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  return undefined;
}

function compressibleAnswer(
  res: Response,
  size: number,
  limits: { threshold: number; maxBytes: number },
): boolean {
  if (size < limits.threshold || size > limits.maxBytes) return false;
  if (res.statusCode === 204 || res.statusCode === 304) return false;
  if (res.getHeader('Content-Encoding')) return false;
  // RFC 9111 §5.2.2.6: an intermediary's transformation of the body is refused.
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(res.getHeader('Cache-Control') ?? ''))) return false;
  const type = res.getHeader('Content-Type');
  return typeof type === 'string' && compressible(type) === true;
}

const compress = (body: Buffer, coding: ContentCoding): Buffer =>
  coding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 4,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 6 });
