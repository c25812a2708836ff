import { exportPageOf, memberExportSchema } from '@mawadda/contracts';
import { ADMIN_ROLES, exportQueryOf } from '@mawadda/kit';
import { exportMembers } from '../app/export-members.js';
import type { AuthHttp } from './context.js';

/** The producer side of the search rebuild (contracts/export-page.ts): operators only. */
export function adminExportRoutes({ api, app }: AuthHttp) {
  api.get(
    '/admin/export/members',
    {
      summary: 'Every member account (not staff) as `member.registered` carried it, with its status, by id',
      access: ADMIN_ROLES,
      query: exportQueryOf(['uuid']),
      response: exportPageOf(memberExportSchema),
      errors: { 403: 'Not an admin' },
    },
    ({ query }) => exportMembers(app, query.limit, query.cursor),
  );
}
