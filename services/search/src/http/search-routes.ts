import {
  mostActiveQuerySchema,
  mostActiveSchema,
  searchPageSchema,
  searchQuerySchema,
} from '@mawadda/contracts';
import { mostActive } from '../app/most-active.js';
import { searchMembers } from '../app/search-members.js';
import { MEMBERS, type SearchHttp } from './context.js';
import { orRefuse, orUnavailable } from './problems.js';

/** Partner search and the home page's most-active strip. */
export function searchRoutes({ api, app }: SearchHttp) {
  api.get(
    '/members',
    {
      summary:
        'Search members: filters, sort (nearest, newest, mostActive) and cursor paging; by default the opposite gender, never the searcher or anyone blocked either way',
      access: MEMBERS,
      query: searchQuerySchema,
      response: searchPageSchema,
      errors: {
        400: 'A parameter is not valid (named in `field`)',
        422: 'Nearest needs a city on the profile',
        429: 'Too many searches this minute',
        503: 'The index cannot answer now (Elasticsearch down): try again after Retry-After',
      },
    },
    async ({ auth, query }) => orRefuse(await orUnavailable(searchMembers(app, auth.id, query))),
  );

  api.get(
    '/most-active',
    {
      summary: 'The members active most recently, for the home page (guests see first names only)',
      access: 'optional',
      query: mostActiveQuerySchema,
      response: mostActiveSchema,
      errors: { 503: 'The index cannot answer now (Elasticsearch down): try again after Retry-After' },
    },
    async ({ auth, query }) => orUnavailable(mostActive(app, auth?.id, query.limit)),
  );
}
