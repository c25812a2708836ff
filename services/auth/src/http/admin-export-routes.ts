import { exportPageOf, memberExportSchema } from '@mawadda/contracts';
import { ADMIN_ROLES, exportQueryOf } from '@mawadda/kit';
import { memberExportOf } from '../events/auth-events.js';
import { countMemberAccounts, memberExportPage } from '../store/member-export-store.js';
import type { AuthContext } from './context.js';

/** The producer side of the search rebuild (contracts/export-page.ts): operators only. */
export function adminExportRoutes({ api, database }: AuthContext) {
  api.get(
    '/admin/export/members',
    {
      summary: 'Every member account (not staff) as `member.registered` carried it, with its status, by id',
      access: ADMIN_ROLES,
      query: exportQueryOf(['uuid']),
      response: exportPageOf(memberExportSchema),
      errors: { 403: 'Not an admin' },
    },
    async ({ query }) => {
      const [page, total] = await Promise.all([
        memberExportPage(database.db, query.limit, query.cursor),
        countMemberAccounts(database.db),
      ]);
      return { items: page.rows.map(memberExportOf), next: page.next, total };
    },
  );
}
