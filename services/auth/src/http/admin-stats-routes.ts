import { registrationStatsSchema, statsRangeQuerySchema } from '@mawadda/contracts';
import { STAFF_ROLES } from '@mawadda/kit';
import { registrationStats } from '../app/dashboard-stats.js';
import type { AuthHttp } from './context.js';

/** The dashboard's trend of registrations, for moderators and admins. */
export function adminStatsRoutes({ api, app }: AuthHttp) {
  api.get(
    '/admin/stats/registrations',
    {
      summary: 'Member accounts opened a day (UTC), `from` to `to` included (at most 367 days)',
      access: STAFF_ROLES,
      query: statsRangeQuerySchema,
      response: registrationStatsSchema,
      errors: { 400: 'A missing or impossible day, or a range backwards or too long' },
    },
    async ({ query }) => registrationStats(app, query),
  );
}
