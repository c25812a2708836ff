import { accountSchema, ACCOUNT_STATUSES } from '@mawadda/contracts';
import { problems, STAFF_ROLES, type Db } from '@mawadda/kit';
import { z } from 'zod';
import { toAccount } from '../domain/account-view.js';
import { accountStatusChanged } from '../events/auth-events.js';
import { changeMemberStatus, findAccountById } from '../store/accounts-store.js';
import { revokeAllForAccount } from '../store/refresh-store.js';
import type { AuthContext } from './context.js';

const accountParams = z.object({ id: z.uuid() });
const accountStatusBodySchema = z.object({ status: z.enum(ACCOUNT_STATUSES) }).strict();

/** Staff close and reopen member accounts. */
export function adminAccountRoutes({ api, database, outbox }: AuthContext) {
  api.put(
    '/admin/accounts/:id/status',
    {
      summary: 'Suspend or reinstate a member account; suspending revokes its refresh tokens at once',
      access: STAFF_ROLES,
      params: accountParams,
      body: accountStatusBodySchema,
      response: accountSchema,
      errors: { 403: 'Not staff', 404: 'Unknown id, or a staff account (out of reach here)' },
    },
    async ({ params, body }) => {
      const changed = await database.db.transaction(async (tx: Db) => {
        const row = await changeMemberStatus(tx, params.id, body.status);
        if (!row) return undefined;
        // Refreshing stops at once; access tokens already issued run out on their own (≤ 15 min).
        if (row.status === 'suspended') await revokeAllForAccount(tx, row.id);
        await outbox.append(tx, accountStatusChanged(row));
        return row;
      });
      if (changed) {
        outbox.notify();
        return toAccount(changed);
      }
      // Nothing changed: the same status again is a quiet success; anything else is not here.
      const row = await findAccountById(database.db, params.id);
      if (!row || STAFF_ROLES.includes(row.role)) throw problems.notFound();
      return toAccount(row);
    },
  );
}
