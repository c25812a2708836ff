import { chatExportSchema, unreadTotalSchema } from '@mawadda/contracts';
import { exportMember } from '../app/export-member.js';
import { unreadTotal } from '../app/read-conversations.js';
import { MEMBERS, type ChatHttp } from './context.js';

/** The member's own: the header's unread badge and the data export. */
export function meRoutes({ api, app }: ChatHttp) {
  api.get(
    '/unread',
    {
      summary: 'How many messages from others wait unread across my conversations',
      access: MEMBERS,
      response: unreadTotalSchema,
    },
    ({ auth }) => unreadTotal(app, auth.id),
  );

  api.get(
    '/me/export',
    {
      summary: 'My conversations and every message in them (data export)',
      access: MEMBERS,
      response: chatExportSchema,
    },
    ({ auth }) => exportMember(app, auth.id),
  );
}
