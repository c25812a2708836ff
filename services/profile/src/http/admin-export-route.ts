import { exportPageOf, profileExportSchema } from '@mawadda/contracts';
import { ADMIN_ROLES, exportQueryOf } from '@mawadda/kit';
import { exportProfiles } from '../app/export-profiles.js';
import type { ProfileHttp } from './context.js';

/** The producer side of the search rebuild (contracts/export-page.ts): operators only. */
export function adminExportRoute({ api, app }: ProfileHttp) {
  api.get(
    '/admin/export/profiles',
    {
      summary: 'Every profile as `profile.updated` carries it, with lastActiveAt, by member id',
      access: ADMIN_ROLES,
      query: exportQueryOf(['uuid']),
      response: exportPageOf(profileExportSchema),
      errors: { 403: 'Not an admin' },
    },
    ({ query }) => exportProfiles(app, query.limit, query.cursor),
  );
}
