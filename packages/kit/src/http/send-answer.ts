import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { COMPRESS_FROM } from './compressed-forms.js';
import { preferredEncoding } from './negotiation.js';

/**
 * A route's JSON answer, made for this request and this member: written as it is, compressed on
 * the spot when the client takes it, never kept by a browser or a proxy.
 *
 * - **Never stored** (`Cache-Control: no-store`): an API answer is personal or per request (a
 *   profile, a search page), and a shared phone's disk cache is no place for it; the site keeps
 *   what it needs in memory. So no ETag either: there is nothing kept to revalidate.
 * - **Compressed in place, at the codings' fastest settings** (brotli quality 1, gzip level 1):
 *   on 1–6 KB of JSON they come within 10–15 % of brotli quality 4's size at a third of its CPU
 *   (28 against 81 µs for 1.1 KB, 45 against 148 µs for 4.5 KB). Streaming it through the thread
 *   pool instead (the `compression` middleware, which still takes streamed answers) cost a hop
 *   per answer that, under load, was the tail of a member request's latency (issue 18: p99 198 ms
 *   with brotli through the pool against 88 ms sent plain, `bench/edge.ts`).
 * - Express's `res.json` is left out: its ETag hash and its checks were for answers a browser
 *   keeps.
 */
export function sendAnswer(req: IncomingMessage, res: ServerResponse, status: number, body: unknown): void {
  let payload = Buffer.from(JSON.stringify(body) ?? 'null');
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  varyOnEncoding(res);
  if (payload.length >= COMPRESS_FROM) {
    const coding = preferredEncoding(req.headers['accept-encoding']);
    if (coding === 'br') {
      payload = zlib.brotliCompressSync(payload, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: payload.length,
        },
      });
    } else if (coding === 'gzip') payload = zlib.gzipSync(payload, { level: 1 });
    if (coding) res.setHeader('content-encoding', coding);
  }
  res.setHeader('content-length', payload.length);
  if (req.method === 'HEAD') res.end();
  else res.end(payload);
}

/** Adds `Accept-Encoding` to `Vary`, keeping what is there. */
function varyOnEncoding(res: ServerResponse): void {
  const vary = res.getHeader('vary');
  if (vary === undefined) res.setHeader('vary', 'Accept-Encoding');
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(String(vary)))
    res.setHeader('vary', `${String(vary)}, Accept-Encoding`);
}
