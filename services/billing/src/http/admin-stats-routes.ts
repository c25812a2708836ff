import { billingStatsSchema, statsRangeQuerySchema } from '@mawadda/contracts';
import { billingStats } from '../app/dashboard-stats.js';
import { ADMINS, type BillingHttp } from './context.js';

/** The dashboard's sales trends: money is the business's, so admins only (as billing's lists). */
export function adminStatsRoutes({ api, app }: BillingHttp) {
  api.get(
    '/admin/stats',
    {
      summary:
        'Trials started a day and how many of them converted since, and paid orders by week (UTC), `from` to `to` included',
      access: ADMINS,
      query: statsRangeQuerySchema,
      response: billingStatsSchema,
      errors: { 400: 'A missing or impossible day, or a range backwards or too long', 403: 'Not an admin' },
    },
    async ({ query }) => billingStats(app, query),
  );
}
