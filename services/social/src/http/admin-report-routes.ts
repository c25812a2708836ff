import {
  adminMemberSocialCountsSchema,
  adminReportSchema,
  adminReportUpdateSchema,
} from '@mawadda/contracts';
import { adminListQuerySchema, adminListResult } from '@mawadda/kit';
import { z } from 'zod';
import { handleReport } from '../app/handle-report.js';
import { readMemberCounts } from '../app/member-counts.js';
import { listReports, readReport } from '../app/report-queue.js';
import { STAFF, type SocialHttp } from './context.js';
import { memberParams, reportParams } from './params.js';
import { orRefuse } from './problems.js';

/** The staff queue of reports, in the shape ra-data-simple-rest speaks, and a member's figures. */
export function adminReportRoutes({ api, app }: SocialHttp) {
  api.get(
    '/admin/reports',
    {
      summary:
        'Reports for staff: filter by status, reason, source, memberId (against) or reporterId (by); `q` searches details; sort by id, createdAt, status, reason or reportsAgainstMember',
      access: STAFF,
      query: adminListQuerySchema,
      response: z.array(adminReportSchema),
    },
    async ({ query, res }) => {
      const { items, total } = orRefuse(await listReports(app, query));
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
    async ({ params }) => orRefuse(await readReport(app, params.id)),
  );

  api.put(
    '/admin/reports/:id',
    {
      summary: 'Resolve, dismiss or reopen a report, with a staff note (audited)',
      access: STAFF,
      params: reportParams,
      body: adminReportUpdateSchema,
      response: adminReportSchema,
      errors: { 404: 'No such report', 409: 'The reporter has a newer open report of this member' },
    },
    async ({ params, body, auth }) => orRefuse(await handleReport(app, auth, params.id, body)),
  );

  api.get(
    '/admin/members/:memberId/counts',
    {
      summary: "A member's follows, blocks (both ways) and reports (against and by), for staff's member page",
      access: STAFF,
      params: memberParams,
      response: adminMemberSocialCountsSchema,
    },
    async ({ params }) => readMemberCounts(app, params.memberId),
  );
}
