import { reviewStatsSchema, statsRangeQuerySchema } from '@mawadda/contracts';
import { STAFF_ROLES } from '@mawadda/kit';
import { reviewStats } from '../app/dashboard-stats.js';
import type { ProfileHttp } from './context.js';

/** The dashboard's trends of the review queues, for moderators and admins. */
export function adminStatsRoutes({ api, app }: ProfileHttp) {
  api.get(
    '/admin/stats/review',
    {
      summary:
        'Identity checks submitted a day, and the median time to a moderation decision by decision day (UTC), `from` to `to` included',
      access: STAFF_ROLES,
      query: statsRangeQuerySchema,
      response: reviewStatsSchema,
      errors: { 400: 'A missing or impossible day, or a range backwards or too long' },
    },
    async ({ query }) => reviewStats(app, query),
  );
}
