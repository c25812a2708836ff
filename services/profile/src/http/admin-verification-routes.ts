import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { verificationItemSchema, verificationRejectSchema } from '@mawadda/contracts';
import {
  approveVerification,
  listVerifications,
  readVerification,
  rejectVerification,
} from '../app/verification-decide.js';
import { openVerificationFile } from '../app/verification-file.js';
import { adminQueueRoutes } from './admin-queue-routes.js';
import type { ProfileHttp } from './context.js';
import { orRefuse } from './problems.js';

/** The staff verification queue (resource `verifications` in ra-data-simple-rest). */
export function adminVerificationRoutes(http: ProfileHttp) {
  adminQueueRoutes(http, {
    resource: 'verifications',
    item: verificationItemSchema,
    rejectBody: verificationRejectSchema,
    list: listVerifications,
    read: readVerification,
    approve: approveVerification,
    reject: rejectVerification,
    docs: {
      list: 'Selfies and identity documents to check: filter by status, kind, memberId; `q` the member name',
      read: 'One submission: the file (signed for me), the gesture asked, the approved profile photos',
      approve: 'Approve: the badge is set and the file deleted',
      reject: 'Reject with a reason (and a staff note): the file is deleted, the member reads the reason',
      noSuch: 'No such submission',
      decided: 'Already decided',
    },
  });
}

/**
 * A pending selfie or document through a URL signed for one staff member, who must prove to be
 * that person (bearer token or media cookie). Everyone else, and everything after the decision,
 * gets 404.
 */
export function verificationFileRoute({ api, app, mediaViewer }: ProfileHttp) {
  api.get(
    '/media/verification/:id/:file',
    {
      summary:
        'A selfie or identity document awaiting a decision, for the staff member the URL was signed for',
      access: 'public',
      authz: { guest: 404, owner: 404, member: 404, blocked: 404, moderator: 404 },
      params: z.object({ id: z.uuid(), file: z.enum(['image.webp', 'document.pdf']) }),
      errors: { 404: 'No such file, or not for this requester', 410: 'The URL has expired: reload' },
    },
    async ({ params, req, res }) => {
      const requester = await mediaViewer(req);
      const opened = orRefuse(await openVerificationFile(app, { ...params, query: req.query, requester }));
      res.set({
        'Content-Type': opened.contentType,
        'Content-Length': String(opened.size),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; img-src 'self'; sandbox",
        'Content-Disposition': 'inline',
        'Cross-Origin-Resource-Policy': 'same-origin',
      });
      await pipeline(opened.stream, res);
    },
  );
}
