import { auditEntrySchema } from '@mawadda/contracts';
import { ADMIN_ROLES, adminListResult } from '@mawadda/kit';
import { z } from 'zod';
import { listAudit, readAuditLine } from '../app/audit-log.js';
import type { AuthHttp } from './context.js';
import { adminListQuerySortedBy } from './default-sort.js';
import { orRefuse } from './problems.js';

const auditParams = z.object({ id: z.string().min(1).max(100) });

/** The staff audit log, read-only, for admins (ra-data-simple-rest, resource `audit`). */
export function adminAuditRoutes({ api, app }: AuthHttp) {
  api.get(
    '/admin/audit',
    {
      summary:
        'What staff did, in every service. Filters: actorId, action, targetType, targetId, memberId, service, from (≥), to (<). Sort: at (default DESC)',
      access: ADMIN_ROLES,
      query: adminListQuerySortedBy('at', 'DESC'),
      response: z.array(auditEntrySchema),
      errors: { 400: 'Unknown filter or sort', 403: 'Not an admin' },
    },
    async ({ query, res }) => {
      const { items, total } = orRefuse(await listAudit(app, query));
      return adminListResult(res, 'audit', query, items, total);
    },
  );

  api.get(
    '/admin/audit/:id',
    {
      summary: 'One audit line',
      access: ADMIN_ROLES,
      params: auditParams,
      response: auditEntrySchema,
      errors: { 403: 'Not an admin', 404: 'No such line' },
    },
    async ({ params }) => orRefuse(await readAuditLine(app, params.id)),
  );
}
