import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { AUTHZ } from '@mawadda/kit';
import { recordMediaView } from '../app/media-views.js';
import { openMediaFile } from '../app/open-media-file.js';
import type { ProfileHttp } from './context.js';
import { orRefuse } from './problems.js';

const mediaParams = z.object({
  memberId: z.uuid(),
  assetId: z.uuid(),
  file: z.string().regex(/^(w\d{2,4}\.webp|cv-p\d\.webp|(cv|video)\.(pdf|xlsx|webp|mp4|webm))$/),
});

/**
 * The only way to a member's file (who may open it: app/open-media-file.ts). Here: who the request
 * proves to be, byte ranges, and the headers that keep a file private and inert.
 */
export function mediaRoutes({ api, app, mediaViewer }: ProfileHttp) {
  api.get(
    '/media/:memberId/:assetId/:file',
    {
      summary: 'A profile file through a signed, short-lived URL handed out in profile responses',
      access: 'public',
      authz: { ...AUTHZ.ownerOnly, guest: 404 },
      params: mediaParams,
      errors: { 404: 'No such file, or not for this viewer', 410: 'The URL has expired: reload the profile' },
    },
    async ({ params, req, res }) => {
      // Browsers seek in a video (and Safari plays one at all) only with byte ranges.
      const range = parseRange(req.headers.range);
      const { object, expiresAt, marked, view } = orRefuse(
        await openMediaFile(app, {
          ...params,
          query: req.query,
          requester: () => mediaViewer(req),
          range,
        }),
      );
      if (range && !object.range && !marked) {
        res.status(416).set('Content-Range', `bytes */${object.size}`).end();
        object.stream.destroy();
        return;
      }
      const maxAge = Math.max(0, expiresAt - Math.floor(Date.now() / 1000));
      if (object.range) {
        res
          .status(206)
          .set('Content-Range', `bytes ${object.range.start}-${object.range.end}/${object.size}`);
      }
      const length = object.range ? object.range.end - object.range.start + 1 : object.size;
      // Sent (200 or 206): a view of a photo or CV page by someone but its owner (README: who saw what).
      if (view) await recordMediaView(app, view);
      res.set({
        'Content-Type': object.contentType,
        'Content-Length': String(length),
        'Accept-Ranges': marked ? 'none' : 'bytes',
        // Private: a shared cache must never keep one member's photo for another. A viewer's marked
        // copy is not kept even by their own browser: after a revoke the page drops the URL, and
        // no-store makes sure a reload or a kept tab cannot show the image again from the cache.
        // The server keeps the copy for the day, so a fetch again costs a read, not a render.
        'Cache-Control': marked ? 'private, no-store' : `private, max-age=${maxAge}`,
        'X-Content-Type-Options': 'nosniff',
        // A PDF or sheet opened from here runs nothing and reaches nothing.
        'Content-Security-Policy': "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
        'Content-Disposition': params.file.startsWith('w') ? 'inline' : `inline; filename="${params.file}"`,
        'Cross-Origin-Resource-Policy': 'same-origin',
      });
      await pipeline(object.stream, res);
    },
  );
}

/**
 * One `bytes=start-end` or `bytes=start-` range; anything else (several ranges, suffix ranges,
 * garbage) is ignored and the whole file is sent, which RFC 9110 allows.
 */
export function parseRange(header: string | undefined): { start: number; end?: number } | undefined {
  const m = header ? /^bytes=(\d{1,15})-(\d{0,15})$/.exec(header.trim()) : null;
  if (!m) return undefined;
  const start = Number(m[1]);
  const end = m[2] ? Number(m[2]) : undefined;
  if (end !== undefined && end < start) return undefined;
  return { start, end };
}
