import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler, Response } from 'express';
import { acceptedEncodings, etagMatches, type ContentCoding } from '@mawadda/kit';

/**
 * The text files of a built site that the build precompressed (scripts/precompress.mjs writes
 * `.br` and `.gz` beside them). Everything else (images, fonts, maps) goes to express.static.
 */
export const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.html',
  '.xml',
  '.txt',
  '.webmanifest',
]);

type Encoding = ContentCoding;
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

interface Variant {
  file: string;
  size: number;
  encoding?: Encoding;
  etag: string;
}

const statOrUndefined = (file: string) =>
  fs.promises.stat(file).then(
    (s) => (s.isFile() ? s : undefined),
    () => undefined,
  );

/**
 * Text assets in the smallest coding the browser accepts, each with `Vary` and its own strong ETag.
 * Hashed `assets/` are immutable, the rest `no-cache`; the existing `Content-Encoding` keeps the
 * kit from compressing twice. The root `index.html` is the page handler's.
 */
export function precompressedAssets(dir: string): RequestHandler {
  const root = path.resolve(dir);
  // One hash per file version (path, size, mtime): computed once, not per request.
  const etags = new Map<string, { stamp: string; etag: string }>();

  const etagOf = async (file: string, stat: fs.Stats): Promise<string> => {
    const stamp = `${stat.size}:${stat.mtimeMs}`;
    const known = etags.get(file);
    if (known?.stamp === stamp) return known.etag;
    const digest = createHash('sha256')
      .update(await fs.promises.readFile(file))
      .digest('base64url')
      .slice(0, 27);
    const etag = `"${digest}"`;
    etags.set(file, { stamp, etag });
    return etag;
  };

  const pick = async (plain: string, accepted: Set<Encoding>): Promise<Variant | undefined> => {
    for (const encoding of ['br', 'gzip'] as const) {
      if (!accepted.has(encoding)) continue;
      const file = plain + SUFFIX[encoding];
      const stat = await statOrUndefined(file);
      if (stat) return { file, size: stat.size, encoding, etag: await etagOf(file, stat) };
    }
    const stat = await statOrUndefined(plain);
    return stat && { file: plain, size: stat.size, etag: await etagOf(plain, stat) };
  };

  const headers = (res: Response, relative: string, variant: Variant) => {
    const immutable = relative.startsWith(`assets${path.sep}`);
    res.set({
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ETag: variant.etag,
      Vary: 'Accept-Encoding',
    });
  };

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let decoded: string;
    try {
      decoded = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const ext = path.extname(decoded).toLowerCase();
    if (!COMPRESSIBLE.has(ext) || decoded.includes('\0')) return next();
    const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
    const relative = path.relative(root, file);
    // Only files inside the build, never a dotfile, never the page itself.
    if (relative.startsWith('..') || path.isAbsolute(relative) || relative === 'index.html') return next();
    if (relative.split(path.sep).some((part) => part.startsWith('.'))) return next();

    pick(file, acceptedEncodings(req.get('accept-encoding'))).then((variant) => {
      if (!variant) return next(); // not a file of the build: express.static and the 404 rules decide
      headers(res, relative, variant);
      res.type(ext);
      const match = req.get('if-none-match');
      if (etagMatches(match, variant.etag)) return void res.status(304).end();
      if (variant.encoding) res.set('Content-Encoding', variant.encoding);
      res.set('Content-Length', String(variant.size));
      if (req.method === 'HEAD') return void res.status(200).end();
      res.status(200);
      const stream = fs.createReadStream(variant.file);
      stream.on('error', (err) => (res.headersSent ? res.destroy(err) : next(err)));
      stream.pipe(res);
    }, next);
  };
}
