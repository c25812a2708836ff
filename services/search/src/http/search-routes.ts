import {
  compatibilityViewSchema,
  suggestionParamsSchema,
  mostActiveQuerySchema,
  mostActiveSchema,
  searchPageSchema,
  searchQuerySchema,
} from '@mawadda/contracts';
import { mostActive } from '../app/most-active.js';
import { pairCompatibility } from '../app/pair-compatibility.js';
import { searchMembers } from '../app/search-members.js';
import { MEMBERS, type SearchHttp } from './context.js';
import { orRefuse, orUnavailable } from './problems.js';

/** Partner search and the home page's most-active strip. */
export function searchRoutes({ api, app }: SearchHttp) {
  api.get(
    '/members',
    {
      summary:
        'Search members: filters, sort (nearest, newest, mostActive, compatibility) and cursor paging; by default the opposite gender, never the searcher or anyone blocked either way; cards carry compatibility where the pair fits',
      access: MEMBERS,
      query: searchQuerySchema,
      response: searchPageSchema,
      errors: {
        400: 'A parameter is not valid (named in `field`)',
        422: 'Nearest needs a city on the profile; compatibility, a birth date and city',
        429: 'Too many searches this minute',
        503: 'The index cannot answer now (Elasticsearch down): try again after Retry-After',
      },
    },
    async ({ auth, query }) => orRefuse(await orUnavailable(searchMembers(app, auth.id, query))),
  );

  api.get(
    '/compatibility/:memberId',
    {
      summary:
        "How the viewer and a member fit: both ways' musts, the score and its reasons (counts only of the member's wishes)",
      access: MEMBERS,
      // Herself, and a member she blocked, are members search never shows her.
      authz: { owner: 404, blocked: 404 },
      params: suggestionParamsSchema,
      response: compatibilityViewSchema,
      errors: {
        404: 'No such member for this viewer (unknown, blocked, private to her, or the same gender)',
        422: 'The viewer has no birth date or city on file yet',
      },
    },
    async ({ auth, params }) => orRefuse(await pairCompatibility(app, auth.id, params.memberId)),
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
