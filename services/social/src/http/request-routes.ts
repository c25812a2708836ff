import { followRequestPageSchema, followRequestsQuerySchema, relationshipSchema } from '@mawadda/contracts';
import { uuidKeysetCursorQuery } from '@mawadda/kit';
import { answerRequest } from '../app/answer-request.js';
import { listRequests } from '../app/list-requests.js';
import { MEMBERS, type SocialHttp } from './context.js';
import { requestParams } from './params.js';
import { orRefuse } from './problems.js';

/** Follow requests waiting for me (incoming) or sent by me (outgoing), and my answers. */
export function requestRoutes({ api, app }: SocialHttp) {
  api.get(
    '/requests',
    {
      summary: 'My pending follow requests, incoming or outgoing, newest first',
      access: MEMBERS,
      query: followRequestsQuerySchema.extend({ cursor: uuidKeysetCursorQuery }),
      response: followRequestPageSchema,
    },
    ({ auth, query }) => listRequests(app, auth.id, query.direction, query),
  );

  for (const kind of ['accept', 'reject'] as const) {
    api.post(
      `/requests/:id/${kind}`,
      {
        summary: `${kind === 'accept' ? 'Accept' : 'Reject'} a follow request sent to me`,
        access: MEMBERS,
        authz: { member: 404, blocked: 404 },
        params: requestParams,
        response: relationshipSchema,
        errors: { 404: 'No such request waiting for me (cancelled, answered, or not mine)' },
      },
      async ({ auth, params }) => orRefuse(await answerRequest(app, auth.id, params.id, kind)),
    );
  }
}
