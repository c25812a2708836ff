import { adminMemberSchema, memberStatusChangeSchema } from '@mawadda/contracts';
import { STAFF_ROLES } from '@mawadda/kit';
import { z } from 'zod';
import { changeMemberStatus } from '../app/change-member-status.js';
import { toAdminMember } from '../domain/admin-views.js';
import type { AuthHttp } from './context.js';
import { orRefuse } from './problems.js';

const accountParams = z.object({ id: z.uuid() });

/** Staff close and reopen member accounts. */
export function adminAccountRoutes({ api, app }: AuthHttp) {
  api.put(
    '/admin/accounts/:id/status',
    {
      summary:
        "Suspend (with a reason code and an optional staff note) or reinstate a member account; suspending ends the member's sessions at once",
      access: STAFF_ROLES,
      params: accountParams,
      body: memberStatusChangeSchema,
      response: adminMemberSchema,
      errors: {
        400: 'Suspending without a reason',
        403: 'Not staff',
        404: 'Unknown id, or a staff account (out of reach here)',
      },
    },
    async ({ params, body, auth }) =>
      toAdminMember(orRefuse(await changeMemberStatus(app, auth, params.id, body))),
  );
}
