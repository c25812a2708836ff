import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { etagMatches, preferredEncoding } from './negotiation.js';

/**
 * An answer made ahead of time with its compressed forms and its strong ETag, made once for every
 * visitor who gets it: the public cache's JSON, the gateway's rendered pages. Forms are absent for
 * a body too small to gain from them.
 */
export interface CompressedForms {
  body: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** Below this a compressed form saves less than its headers cost (also `sendAnswer`'s threshold). */
export const COMPRESS_FROM = 1024;

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

const brotliParams = (body: Buffer, quality: number) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});

/**
 * Quality 9 by default: within a few percent of 11's size at a fraction of its time. In this
 * thread: for small answers whose forms are needed before the first send.
 */
export function compressNow(body: Buffer, brotliQuality = 9): CompressedForms {
  const etag = etagOf(body);
  if (body.length < COMPRESS_FROM) return { body, etag };
  return {
    body,
    etag,
    br: zlib.brotliCompressSync(body, brotliParams(body, brotliQuality)),
    gzip: zlib.gzipSync(body, { level: 6 }),
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The same on the thread pool, for large bodies at high qualities (tens of ms each). */
export async function compressOffThread(body: Buffer, brotliQuality: number): Promise<CompressedForms> {
  const etag = etagOf(body);
  if (body.length < COMPRESS_FROM) return { body, etag };
  const [br, gz] = await Promise.all([
    brotli(body, brotliParams(body, brotliQuality)),
    gzip(body, { level: 9 }),
  ]);
  return { body, etag, br, gzip: gz };
}

/**
 * Answers with `forms`: a 304 when the browser has them already (its `If-None-Match` names the
 * ETag), else status 200 with the form it prefers (brotli, else gzip, else the body) and its
 * length; `Vary: Accept-Encoding` either way. The other headers are the caller's.
 */
export function sendForms(req: IncomingMessage, res: ServerResponse, forms: CompressedForms): void {
  res.setHeader('etag', forms.etag);
  res.setHeader('vary', 'Accept-Encoding');
  if (etagMatches(req.headers['if-none-match'], forms.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = forms.br ? preferredEncoding(req.headers['accept-encoding']) : undefined;
  const bytes = (encoding && forms[encoding]) || forms.body;
  if (encoding) res.setHeader('content-encoding', encoding);
  res.setHeader('content-length', bytes.length);
  res.statusCode = 200;
  res.end(req.method === 'HEAD' ? undefined : bytes);
}
