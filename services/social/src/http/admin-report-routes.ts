import { adminReportSchema, adminReportUpdateSchema } from '@mawadda/contracts';
import { adminListQuerySchema, problems, adminListResult } from '@mawadda/kit';
import { z } from 'zod';
import { STAFF, type SocialContext } from './context.js';
import { reportParams } from './params.js';

function found<T>(value: T | undefined): T {
  if (value === undefined) throw problems.notFound();
  return value;
}

/** The staff queue of reports, in the shape ra-data-simple-rest speaks (the console comes later). */
export function adminReportRoutes({ api, reports }: SocialContext) {
  api.get(
    '/admin/reports',
    {
      summary: 'Reports for staff: filter by status, reason, member or reporter; `q` searches details',
      access: STAFF,
      query: adminListQuerySchema,
      response: z.array(adminReportSchema),
    },
    async ({ query, res }) => {
      const { items, total } = await reports.list(query);
      return adminListResult(res, 'reports', query, items, total);
    },
  );

  api.get(
    '/admin/reports/:id',
    {
      summary: 'One report',
      access: STAFF,
      params: reportParams,
      response: adminReportSchema,
      errors: { 404: 'No such report' },
    },
    async ({ params }) => found(await reports.get(params.id)),
  );

  api.put(
    '/admin/reports/:id',
    {
      summary: 'Resolve, dismiss or reopen a report, with a staff note',
      access: STAFF,
      params: reportParams,
      body: adminReportUpdateSchema,
      response: adminReportSchema,
      errors: { 404: 'No such report' },
    },
    async ({ params, body, auth }) => found(await reports.update(params.id, auth.id, body)),
  );
}
