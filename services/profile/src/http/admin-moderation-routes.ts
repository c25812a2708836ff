import { moderationItemSchema, moderationRejectSchema, staffProfileViewSchema } from '@mawadda/contracts';
import { STAFF_ROLES } from '@mawadda/kit';
import { approveItem, listQueue, readQueueItem, rejectItem, viewStaffProfile } from '../app/moderate.js';
import { adminQueueRoutes } from './admin-queue-routes.js';
import type { ProfileHttp } from './context.js';
import { memberIdParams } from './member-routes.js';
import { orRefuse } from './problems.js';

/**
 * The staff moderation queue (resource `moderation` in ra-data-simple-rest) and the staff's full
 * view of a profile. Every answer carrying images sets the staff member's media cookie, since the
 * console's `<img>` proves who it is with it.
 */
export function adminModerationRoutes(http: ProfileHttp) {
  const { api, app, grantMedia } = http;
  adminQueueRoutes(http, {
    resource: 'moderation',
    item: moderationItemSchema,
    rejectBody: moderationRejectSchema,
    list: listQueue,
    read: readQueueItem,
    approve: approveItem,
    reject: rejectItem,
    docs: {
      list: 'The moderation queue: filter by status, kind, memberId; `q` searches the member name; sort by submittedAt or decidedAt',
      read: 'One item of the moderation queue',
      approve: 'Approve an image or about-me text: others see it from now on',
      reject:
        'Reject with a reason (and a staff note): an image is deleted, a text dropped; the owner is told',
      noSuch: 'No such item',
      decided: 'Already approved or rejected',
    },
  });

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
