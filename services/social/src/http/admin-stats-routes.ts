import { reportStatsSchema, statsRangeQuerySchema } from '@mawadda/contracts';
import { STAFF_ROLES } from '@mawadda/kit';
import { reportStats } from '../app/dashboard-stats.js';
import type { SocialHttp } from './context.js';

/** The dashboard's trend of reports, for moderators and admins. */
export function adminStatsRoutes({ api, app }: SocialHttp) {
  api.get(
    '/admin/stats/reports',
    {
      summary: 'Reports filed a day (UTC), `from` to `to` included (at most 367 days)',
      access: STAFF_ROLES,
      query: statsRangeQuerySchema,
      response: reportStatsSchema,
      errors: { 400: 'A missing or impossible day, or a range backwards or too long' },
    },
    async ({ query }) => reportStats(app, query),
  );
}
