import { followCountsSchema, followEntryPageSchema, socialPageQuerySchema } from '@mawadda/contracts';
import { AUTHZ, uuidKeysetCursorQuery } from '@mawadda/kit';
import { readFollowCounts } from '../app/follow-counts.js';
import { readFollowList } from '../app/follow-lists.js';
import { viewerOf, type SocialHttp } from './context.js';
import { memberParams } from './params.js';
import { orRefuse } from './problems.js';

/** Followers and following of a member, and their counts, as the member's privacy allows. */
export function listRoutes({ api, app }: SocialHttp) {
  for (const side of ['followers', 'following'] as const) {
    api.get(
      `/members/:memberId/${side}`,
      {
        summary: `A member's ${side}, newest first (members only; a private member's to their followers)`,
        access: 'signed-in',
        authz: AUTHZ.hiddenFromBlocked,
        params: memberParams,
        query: socialPageQuerySchema.extend({ cursor: uuidKeysetCursorQuery }),
        response: followEntryPageSchema,
        errors: { 403: "The member's privacy hides this list", 404: 'No such member' },
      },
      async ({ auth, params, query }) =>
        orRefuse(await readFollowList(app, viewerOf(auth), params.memberId, side, query)),
    );
  }

  api.get(
    '/members/:memberId/counts',
    {
      summary: 'How many a member follows and is followed by, and whether I may open the lists',
      access: 'optional',
      authz: AUTHZ.hiddenFromBlocked,
      params: memberParams,
      response: followCountsSchema,
      errors: { 404: 'No such member' },
    },
    async ({ auth, params }) =>
      orRefuse(await readFollowCounts(app, auth && viewerOf(auth), params.memberId)),
  );
}
