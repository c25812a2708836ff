import { adminMemberDetailSchema, adminMemberSchema } from '@mawadda/contracts';
import { adminListResult, STAFF_ROLES } from '@mawadda/kit';
import { z } from 'zod';
import { listMembers, readMember } from '../app/member-admin.js';
import type { AuthHttp } from './context.js';
import { adminListQuerySortedBy } from './default-sort.js';
import { orRefuse } from './problems.js';

const memberParams = z.object({ id: z.uuid() });

/** The staff console's member list and member page (ra-data-simple-rest, resource `members`). */
export function adminMemberRoutes({ api, app }: AuthHttp) {
  api.get(
    '/admin/members',
    {
      summary:
        'Member accounts (never staff). Filters: status, gender, country, city, kind, completenessMin, joinedFrom, joinedTo; `q` searches names, email, phone and an exact id. Sort: createdAt (default DESC), fullName, completeness, lastSignInAt',
      access: STAFF_ROLES,
      query: adminListQuerySortedBy('createdAt', 'DESC'),
      response: z.array(adminMemberSchema),
      errors: { 400: 'Unknown filter or sort, or a value of the wrong form', 403: 'Not staff' },
    },
    async ({ query, res }) => {
      const { items, total } = orRefuse(await listMembers(app, query));
      return adminListResult(res, 'members', query, items, total);
    },
  );

  api.get(
    '/admin/members/:id',
    {
      summary: 'One member account with its last 20 sign-ins (logged as `member.view`)',
      access: STAFF_ROLES,
      params: memberParams,
      response: adminMemberDetailSchema,
      errors: { 403: 'Not staff', 404: 'Unknown id, or a staff account' },
    },
    async ({ params, auth }) => orRefuse(await readMember(app, auth, params.id)),
  );
}
