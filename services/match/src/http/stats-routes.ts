import { matchStatsSchema } from '@mawadda/contracts';
import type { MatchHttp } from './context.js';

/**
 * The home's real marriage counter: a count, nobody's name or id, so it is public. Shown beside
 * the figure staff write in the content, each labelled for what it is.
 */
export function statsRoutes({ api, app }: MatchHttp) {
  api.get(
    '/stats',
    {
      summary: 'Marriages both members confirmed on the site',
      access: 'public',
      response: matchStatsSchema,
    },
    async () => ({ marriages: await app.pairs.marriages(app.database.db) }),
  );
}
