import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { COMPRESS_FROM } from './compressed-forms.js';
import { preferredEncoding } from './negotiation.js';

/**
 * A route's JSON answer, never stored (`no-store`: answers are personal; a shared phone's disk
 * cache is no place for them), compressed in place at the fastest settings: nearly brotli 4's size
 * for far less CPU, and no thread-pool hop in member latency (bench/RESULTS.md, edge).
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
