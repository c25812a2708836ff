import { z } from 'zod';
import { moderationItemSchema, moderationRejectSchema, staffProfileViewSchema } from '@mawadda/contracts';
import { adminListQuerySchema, adminListResult, STAFF_ROLES } from '@mawadda/kit';
import { approveItem, listQueue, readQueueItem, rejectItem, viewStaffProfile } from '../app/moderate.js';
import type { ProfileHttp } from './context.js';
import { memberIdParams } from './member-routes.js';
import { orRefuse } from './problems.js';

const itemParams = z.object({ id: z.uuid() });

/**
 * The staff moderation queue (resource `moderation` in ra-data-simple-rest) and the staff's full
 * view of a profile. Every answer carrying images sets the staff member's media cookie, since the
 * console's `<img>` proves who it is with it.
 */
export function adminModerationRoutes({ api, app, grantMedia }: ProfileHttp) {
  api.get(
    '/admin/moderation',
    {
      summary:
        'The moderation queue: filter by status, kind, memberId; `q` searches the member name; sort by submittedAt or decidedAt',
      access: STAFF_ROLES,
      query: adminListQuerySchema,
      response: z.array(moderationItemSchema),
      errors: { 400: 'An unknown filter or sort field' },
    },
    async ({ auth, query, res }) => {
      grantMedia(res, auth);
      const { items, total } = orRefuse(await listQueue(app, auth, query));
      return adminListResult(res, 'moderation', query, items, total);
    },
  );

  api.get(
    '/admin/moderation/:id',
    {
      summary: 'One item of the moderation queue',
      access: STAFF_ROLES,
      params: itemParams,
      response: moderationItemSchema,
      errors: { 404: 'No such item' },
    },
    async ({ auth, params, res }) => {
      grantMedia(res, auth);
      return orRefuse(await readQueueItem(app, auth, params.id));
    },
  );

  api.post(
    '/admin/moderation/:id/approve',
    {
      summary: 'Approve an image or about-me text: others see it from now on',
      access: STAFF_ROLES,
      params: itemParams,
      response: moderationItemSchema,
      errors: { 404: 'No such item', 409: 'Already approved or rejected' },
    },
    async ({ auth, params, res }) => {
      grantMedia(res, auth);
      return orRefuse(await approveItem(app, auth, params.id));
    },
  );

  api.post(
    '/admin/moderation/:id/reject',
    {
      summary:
        'Reject with a reason (and a staff note): an image is deleted, a text dropped; the owner is told',
      access: STAFF_ROLES,
      params: itemParams,
      body: moderationRejectSchema,
      response: moderationItemSchema,
      errors: {
        400: 'No reason, or one not in the list',
        404: 'No such item',
        409: 'Already approved or rejected',
      },
    },
    async ({ auth, params, body, res }) => {
      grantMedia(res, auth);
      return orRefuse(await rejectItem(app, auth, params.id, body));
    },
  );

  api.get(
    '/admin/members/:memberId',
    {
      summary:
        'A profile as staff read it: every field and all media, pending ones marked (audited when private)',
      access: STAFF_ROLES,
      params: memberIdParams,
      response: staffProfileViewSchema,
      errors: { 404: 'No such profile' },
    },
    async ({ auth, params, res }) => {
      grantMedia(res, auth);
      return orRefuse(await viewStaffProfile(app, auth, params.memberId));
    },
  );
}
