import { chatReportSnapshotSchema } from '@mawadda/contracts';
import { STAFF_ROLES } from '@mawadda/kit';
import { readReport } from '../app/read-report.js';
import type { ChatHttp } from './context.js';
import { reportParams } from './params.js';
import { orRefuse } from './problems.js';

/** Staff read a reported conversation as it was frozen (social's report queue links here). */
export function adminRoutes({ api, app }: ChatHttp) {
  api.get(
    '/admin/reports/:id',
    {
      summary: 'A reported conversation as it was when reported (staff; each view is audited)',
      access: STAFF_ROLES,
      params: reportParams,
      response: chatReportSnapshotSchema,
      errors: { 404: 'No such report snapshot' },
    },
    async ({ params, auth }) => orRefuse(await readReport(app, auth, params.id)),
  );
}
