import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { ProblemError, problems, AUTHZ } from '@mawadda/kit';
import { objectKey } from '../domain/asset-files.js';
import { maySeeMedia } from '../domain/media-access.js';
import { sameViewer } from '../domain/media-url.js';
import { requestViewer } from './media-cookie.js';
import type { ProfileContext } from './context.js';

const mediaParams = z.object({
  memberId: z.uuid(),
  assetId: z.uuid(),
  file: z.string().regex(/^(w\d{2,4}\.webp|(cv|video)\.(pdf|xlsx|webp|mp4|webm))$/),
});

/**
 * The only way to a member's file. The signed URL says for whom and until when; the request must
 * prove to be that person (media cookie or bearer token), and that person's right is checked
 * again now (privacy, grants, blocks), so a URL copied elsewhere or kept past an unfollow or a block
 * gets nothing. A refusal looks the same as a missing file (404), so a URL tells a stranger (or a
 * blocked member) nothing about what exists.
 */
export function mediaRoutes(ctx: ProfileContext) {
  const { api, store, access, signer, objects } = ctx;

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
      const path = `${params.memberId}/${params.assetId}/${params.file}`;
      const ticket = signer.verify(path, req.query);
      if (ticket === 'invalid') throw problems.notFound();
      if (ticket === 'expired') throw new ProblemError(410, 'media_link_expired', 'error.mediaLinkExpired');
      const [profile, asset] = await Promise.all([
        store.find(params.memberId),
        store.asset(params.memberId, params.assetId),
      ]);
      if (!profile || !asset) throw problems.notFound();
      const { viewer } = ticket;
      // A URL made for a person works only for that person (see media-cookie.ts).
      if (
        viewer.kind !== 'guest' &&
        !sameViewer(await requestViewer(req, signer, (r) => api.principalOf(r)), viewer)
      ) {
        throw problems.notFound();
      }
      // Grants and blocks as they stand now: an unfollow or a block ends URLs already handed out.
      const standing = await access.standing(viewer, profile.memberId);
      if (!maySeeMedia({ ownerId: profile.memberId, visibility: profile.visibility, viewer, ...standing })) {
        throw problems.notFound();
      }
      // Browsers seek in a video (and Safari plays one at all) only with byte ranges.
      const range = parseRange(req.headers.range);
      const object = await objects.get(objectKey(path), range ? { range } : {});
      if (!object) throw problems.notFound();
      if (range && !object.range) {
        res.status(416).set('Content-Range', `bytes */${object.size}`).end();
        object.stream.destroy();
        return;
      }
      const maxAge = Math.max(0, ticket.expiresAt - Math.floor(Date.now() / 1000));
      if (object.range) {
        res
          .status(206)
          .set('Content-Range', `bytes ${object.range.start}-${object.range.end}/${object.size}`);
      }
      const length = object.range ? object.range.end - object.range.start + 1 : object.size;
      res.set({
        'Content-Type': object.contentType,
        'Content-Length': String(length),
        'Accept-Ranges': 'bytes',
        // Private: a shared cache must never keep one member's photo for another.
        'Cache-Control': `private, max-age=${maxAge}`,
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
