import { accountSchema, ACCOUNT_STATUSES } from '@mawadda/contracts';
import { STAFF_ROLES } from '@mawadda/kit';
import { z } from 'zod';
import { changeMemberStatus } from '../app/change-member-status.js';
import { toAccount } from '../domain/account-view.js';
import type { AuthHttp } from './context.js';
import { orRefuse } from './problems.js';

const accountParams = z.object({ id: z.uuid() });
const accountStatusBodySchema = z.object({ status: z.enum(ACCOUNT_STATUSES) }).strict();

/** Staff close and reopen member accounts. */
export function adminAccountRoutes({ api, app }: AuthHttp) {
  api.put(
    '/admin/accounts/:id/status',
    {
      summary: "Suspend or reinstate a member account; suspending ends the member's sessions at once",
      access: STAFF_ROLES,
      params: accountParams,
      body: accountStatusBodySchema,
      response: accountSchema,
      errors: { 403: 'Not staff', 404: 'Unknown id, or a staff account (out of reach here)' },
    },
    async ({ params, body }) => toAccount(orRefuse(await changeMemberStatus(app, params.id, body.status))),
  );
}
