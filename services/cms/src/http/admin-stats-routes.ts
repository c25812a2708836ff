import { feedbackStatsSchema, statsRangeQuerySchema } from '@mawadda/contracts';
import { feedbackStats } from '../app/dashboard-stats.js';
import { STAFF, type CmsHttp } from './context.js';

/** The dashboard's trend of feedback replies, for moderators and admins (who answer feedback). */
export function adminStatsRoutes({ api, app }: CmsHttp) {
  api.get(
    '/admin/stats/feedback',
    {
      summary:
        'Median time from a feedback message to its reply, by reply day (UTC), `from` to `to` included',
      access: STAFF,
      query: statsRangeQuerySchema,
      response: feedbackStatsSchema,
      errors: { 400: 'A missing or impossible day, or a range backwards or too long' },
    },
    async ({ query }) => feedbackStats(app, query),
  );
}
