import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Express } from 'express';
import sharp from 'sharp';
import { fieldIssuesFrom } from '@mawadda/contracts';
import { ensurePrivateDir, problems } from '@mawadda/kit';
import { imageQuerySchema, type ImageQuery } from './image-options.js';

/**
 * `/_img?src=…&w=…&q=…&f=…`: the site's optimised images (spec §7, §9), resized, stripped and
 * cached on disk, from the built site's public images only. Member media never comes here: it is
 * private, served only through the profile service's signed URLs.
 */
export function mountImageRoute(app: Express, options: { roots: string[]; cacheDir: string }) {
  ensurePrivateDir(options.cacheDir);
  const roots = options.roots.map((r) => path.resolve(r));

  const locate = (src: string): string | undefined => {
    for (const root of roots) {
      const file = path.resolve(root, `.${src}`);
      if (file.startsWith(root + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) return file;
    }
    return undefined;
  };

  const render = async (file: string, q: ImageQuery, target: string) => {
    // rotate() applies the EXIF orientation before the metadata is dropped.
    const pipeline = sharp(file, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: q.w, withoutEnlargement: true });
    const encoded =
      q.f === 'webp'
        ? pipeline.webp({ quality: q.q })
        : q.f === 'jpeg'
          ? pipeline.jpeg({ quality: q.q, mozjpeg: true })
          : pipeline.png();
    // Unique per render: another process (distributed mode) may render the same key at once.
    const tmp = `${target}.${process.pid}.${randomUUID()}.tmp`;
    await encoded.toFile(tmp);
    fs.renameSync(tmp, target);
  };

  // A page asks for the same variant from several places at once on a cold cache: render it
  // once and let every request wait for that one result.
  const inFlight = new Map<string, Promise<void>>();
  const renderOnce = (file: string, q: ImageQuery, target: string) => {
    let job = inFlight.get(target);
    if (!job) {
      job = render(file, q, target).finally(() => inFlight.delete(target));
      inFlight.set(target, job);
    }
    return job;
  };

  /** The variant `q` asks for, made once and kept on disk; undefined when there is no such source. */
  const variant = (q: ImageQuery) => {
    const file = locate(q.src);
    if (!file) return undefined;
    const { mtimeMs, size } = fs.statSync(file);
    const key = createHash('sha256')
      .update(`${file}|${mtimeMs}|${size}|${q.w}|${q.q}|${q.f}`)
      .digest('hex')
      .slice(0, 32);
    const target = path.join(options.cacheDir, `${key}.${q.f}`);
    const made = async () => {
      if (!fs.existsSync(target)) await renderOnce(file, q, target);
    };
    return { key, target, made };
  };

  app.get('/_img', async (req, res) => {
    const parsed = imageQuerySchema.safeParse(req.query);
    if (!parsed.success) throw problems.validation(fieldIssuesFrom(parsed.error, req.query));
    const q = parsed.data;
    const found = variant(q);
    if (!found) throw problems.notFound();
    const { key, target } = found;
    if (req.get('if-none-match') === `"${key}"`) return void res.status(304).end();
    try {
      await found.made();
    } catch {
      throw problems.notFound();
    }
    res.set({ 'Content-Type': `image/${q.f}`, 'Cache-Control': 'public, max-age=604800', ETag: `"${key}"` });
    // The path is ours (the cache folder and a hex key), so a dot-segment in it is the data
    // folder's name (the demo's `./.demo-data`), not a hidden file someone asked for: `send`
    // refuses those unless told. A variant gone before it was sent (another process clearing the
    // cache) is a 404; the answer is not sent yet, so the error handler writes it.
    await new Promise<void>((resolve, reject) =>
      res.sendFile(target, { dotfiles: 'allow' }, (err?: Error & { status?: number; code?: string }) => {
        if (!err || res.headersSent) return resolve();
        for (const name of ['Content-Type', 'Cache-Control', 'ETag']) res.removeHeader(name);
        reject(err.status === 404 || err.code === 'ENOENT' ? problems.notFound() : err);
      }),
    );
  });

  return {
    /**
     * Makes the variant a `/_img?…` address names, as a request would, without one: a rendered
     * page's first images before its first visitor asks (prerender/image-warmup.ts). Anything
     * invalid or failing is left alone (the browser's request answers it).
     */
    async warm(address: string): Promise<void> {
      const url = new URL(address, 'http://site');
      if (url.pathname !== '/_img') return;
      const parsed = imageQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      if (!parsed.success) return;
      await variant(parsed.data)?.made();
    },
  };
}
