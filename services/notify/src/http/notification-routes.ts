import { markedReadSchema, notificationPageSchema, unreadCountSchema } from '@mawadda/contracts';
import { AUTHZ } from '@mawadda/kit';
import { markAllRead, markRead } from '../app/mark-read.js';
import { countUnread, listNotifications } from '../app/read-notifications.js';
import { MEMBERS, type NotifyHttp } from './context.js';
import { notificationListQuery, notificationParams } from './params.js';
import { orRefuse } from './problems.js';

/** My notification centre: the list, the bell's count, marking read. */
export function notificationRoutes({ api, app }: NotifyHttp) {
  api.get(
    '/notifications',
    {
      summary: 'My notifications, newest first (cursor paging)',
      access: MEMBERS,
      query: notificationListQuery,
      response: notificationPageSchema,
      errors: { 400: 'a cursor this service did not write, or a limit out of range' },
    },
    ({ auth, query }) => listNotifications(app, auth.id, query),
  );

  api.get(
    '/notifications/unread-count',
    {
      summary: 'How many of my notifications are unread (counted up to 100: the site shows 99+)',
      access: MEMBERS,
      response: unreadCountSchema,
    },
    ({ auth }) => countUnread(app, auth.id),
  );

  api.post(
    '/notifications/read-all',
    {
      summary: 'Mark all my notifications read',
      access: MEMBERS,
      response: markedReadSchema,
    },
    ({ auth }) => markAllRead(app, auth.id),
  );

  api.post(
    '/notifications/:id/read',
    {
      summary: 'Mark one of my notifications read (another member’s is not found)',
      access: MEMBERS,
      params: notificationParams,
      errors: { 404: 'no such notification of mine' },
      // Staff are refused by `access` (403) before ownership is asked.
      // Her guardian reads only their own notifications.
      authz: { member: AUTHZ.ownerOnly.member, blocked: AUTHZ.ownerOnly.blocked, guardian: 404 },
    },
    async ({ auth, params }) => {
      orRefuse(await markRead(app, auth.id, params.id));
    },
  );
}
