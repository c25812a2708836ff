import { staffAccountSchema, staffCreateSchema, staffUpdateSchema } from '@mawadda/contracts';
import { ADMIN_ROLES, adminListResult } from '@mawadda/kit';
import { z } from 'zod';
import { changeStaff, createStaff, listStaff, readStaff } from '../app/staff-accounts.js';
import type { AuthHttp } from './context.js';
import { adminListQuerySortedBy } from './default-sort.js';
import { orRefuse } from './problems.js';

const staffParams = z.object({ id: z.uuid() });

/** Staff accounts, managed by admins only (ra-data-simple-rest, resource `staff`). */
export function adminStaffRoutes({ api, app }: AuthHttp) {
  api.get(
    '/admin/staff',
    {
      summary:
        'Staff accounts. Filters: role, status; `q` searches name, email and an exact id. Sort: createdAt (default DESC), email, fullName, role, status, lastSignInAt',
      access: ADMIN_ROLES,
      query: adminListQuerySortedBy('createdAt', 'DESC'),
      response: z.array(staffAccountSchema),
      errors: { 400: 'Unknown filter or sort', 403: 'Not an admin' },
    },
    async ({ query, res }) => {
      const { items, total } = orRefuse(await listStaff(app, query));
      return adminListResult(res, 'staff', query, items, total);
    },
  );

  api.get(
    '/admin/staff/:id',
    {
      summary: 'One staff account',
      access: ADMIN_ROLES,
      params: staffParams,
      response: staffAccountSchema,
      errors: { 403: 'Not an admin', 404: 'Unknown id, or a member account' },
    },
    async ({ params }) => orRefuse(await readStaff(app, params.id)),
  );

  api.post(
    '/admin/staff',
    {
      summary: 'Open a moderator or admin account (password rules as registration)',
      access: ADMIN_ROLES,
      body: staffCreateSchema,
      response: staffAccountSchema,
      status: 201,
      errors: { 403: 'Not an admin', 409: 'Email already registered' },
    },
    async ({ body, auth }) => orRefuse(await createStaff(app, auth, body)),
  );

  api.put(
    '/admin/staff/:id',
    {
      summary:
        'Change a staff account’s role or status; suspending ends its sessions at once. No self-demotion or self-suspension, and the last active admin stays one',
      access: ADMIN_ROLES,
      params: staffParams,
      body: staffUpdateSchema,
      response: staffAccountSchema,
      errors: {
        403: 'Not an admin',
        404: 'Unknown id, or a member account',
        409: 'Demoting or suspending yourself, or the last active admin',
      },
    },
    async ({ params, body, auth }) => orRefuse(await changeStaff(app, auth, params.id, body)),
  );
}
