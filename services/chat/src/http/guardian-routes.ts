import { z } from 'zod';
import {
  conversationPageSchema,
  GUARDIAN_ANSWERS,
  guardianConversationRequestListSchema,
  guardianDecisionSchema,
  messagePageSchema,
} from '@mawadda/contracts';
import { GUARDIANS } from '@mawadda/kit';
import { guardianConversations, guardianMessages } from '../app/guardian-reads.js';
import { decideGuardianRequest, listGuardianRequests } from '../app/guardian-requests.js';
import type { ChatHttp } from './context.js';
import { conversationListQuery, messageListQuery } from './params.js';
import { orRefuse } from './problems.js';

const requestParams = z.object({ id: z.uuid() });
const memberParams = z.object({ memberId: z.uuid() });
const memberConversationParams = z.object({ memberId: z.uuid(), id: z.uuid() });

/** What waits for a guardian, their answer, and their read-only view (README: guardian). */
export function guardianRoutes({ api, app }: ChatHttp) {
  api.get(
    '/guardian/requests',
    {
      summary: 'Conversations waiting for my approval, as a guardian, oldest first, with the first message',
      access: GUARDIANS,
      response: guardianConversationRequestListSchema,
    },
    ({ auth }) => listGuardianRequests(app, auth.id),
  );

  for (const [path, decision] of GUARDIAN_ANSWERS)
    api.post(
      `/guardian/requests/:id/${path}`,
      {
        summary:
          decision === 'approved'
            ? 'Approve a conversation request: it opens to the member'
            : 'Decline a conversation request: closed for the requester, who may ask again after 30 days',
        access: GUARDIANS,
        params: requestParams,
        response: guardianDecisionSchema,
        errors: {
          404: 'No such request of mine, or the member is no longer linked to me',
          409: 'Answered already',
        },
      },
      async ({ auth, params }) => orRefuse(await decideGuardianRequest(app, auth.id, params.id, decision)),
    );

  api.get(
    '/guardian/members/:memberId/conversations',
    {
      summary: "A member's conversations, read-only, while she lets her guardian read them",
      access: GUARDIANS,
      params: memberParams,
      query: conversationListQuery,
      response: conversationPageSchema,
      errors: { 404: 'Not a member of mine, or she does not let me read' },
    },
    async ({ auth, params, query }) =>
      orRefuse(await guardianConversations(app, auth.id, params.memberId, query)),
  );

  api.get(
    '/guardian/members/:memberId/conversations/:id/messages',
    {
      summary: "A page of one of the member's conversations, newest first, read-only",
      access: GUARDIANS,
      params: memberConversationParams,
      query: messageListQuery,
      response: messagePageSchema,
      errors: { 404: 'Not a member of mine, she does not let me read, or no such conversation of hers' },
    },
    async ({ auth, params, query }) =>
      orRefuse(
        await guardianMessages(app, auth.id, params.memberId, params.id, {
          limit: query.limit,
          before: query.cursor,
        }),
      ),
  );
}
