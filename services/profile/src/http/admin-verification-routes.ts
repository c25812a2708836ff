import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { verificationItemSchema, verificationRejectSchema } from '@mawadda/contracts';
import { adminListQuerySchema, adminListResult, STAFF_ROLES } from '@mawadda/kit';
import {
  approveVerification,
  listVerifications,
  readVerification,
  rejectVerification,
} from '../app/verification-decide.js';
import { openVerificationFile } from '../app/verification-file.js';
import type { ProfileHttp } from './context.js';
import { orRefuse } from './problems.js';

const itemParams = z.object({ id: z.uuid() });

/**
 * The staff verification queue (resource `verifications` in ra-data-simple-rest). Answers carrying
 * files set the staff member's media cookie, which the console's `<img>` sends.
 */
export function adminVerificationRoutes({ api, app, grantMedia }: ProfileHttp) {
  api.get(
    '/admin/verifications',
    {
      summary:
        'Selfies and identity documents to check: filter by status, kind, memberId; `q` the member name',
      access: STAFF_ROLES,
      query: adminListQuerySchema,
      response: z.array(verificationItemSchema),
      errors: { 400: 'An unknown filter or sort field' },
    },
    async ({ auth, query, res }) => {
      grantMedia(res, auth);
      const { items, total } = orRefuse(await listVerifications(app, auth, query));
      return adminListResult(res, 'verifications', query, items, total);
    },
  );

  api.get(
    '/admin/verifications/:id',
    {
      summary: 'One submission: the file (signed for me), the gesture asked, the approved profile photos',
      access: STAFF_ROLES,
      params: itemParams,
      response: verificationItemSchema,
      errors: { 404: 'No such submission' },
    },
    async ({ auth, params, res }) => {
      grantMedia(res, auth);
      return orRefuse(await readVerification(app, auth, params.id));
    },
  );

  api.post(
    '/admin/verifications/:id/approve',
    {
      summary: 'Approve: the badge is set and the file deleted',
      access: STAFF_ROLES,
      params: itemParams,
      response: verificationItemSchema,
      errors: { 404: 'No such submission', 409: 'Already decided' },
    },
    async ({ auth, params, res }) => {
      grantMedia(res, auth);
      return orRefuse(await approveVerification(app, auth, params.id));
    },
  );

  api.post(
    '/admin/verifications/:id/reject',
    {
      summary: 'Reject with a reason (and a staff note): the file is deleted, the member reads the reason',
      access: STAFF_ROLES,
      params: itemParams,
      body: verificationRejectSchema,
      response: verificationItemSchema,
      errors: { 400: 'No reason, or one not in the list', 404: 'No such submission', 409: 'Already decided' },
    },
    async ({ auth, params, body, res }) => {
      grantMedia(res, auth);
      return orRefuse(await rejectVerification(app, auth, params.id, body));
    },
  );
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
