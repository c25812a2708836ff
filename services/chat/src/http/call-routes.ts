import { callSettingsSchema, conversationCallsSchema } from '@mawadda/contracts';
import { callsOffEverywhere, callsOffIn, setCallsOffEverywhere } from '../app/calls/calls-off.js';
import { CONVERSATION_OWNERS_ONLY, MEMBERS, type ChatHttp } from './context.js';
import { conversationParams } from './params.js';
import { orRefuse } from './problems.js';

/** The receiver's calls-off choices (README: calls); calls themselves go over the socket. */
export function callRoutes({ api, app }: ChatHttp) {
  api.get(
    '/calls/settings',
    { summary: 'Whether I take no calls at all', access: MEMBERS, response: callSettingsSchema },
    async ({ auth }) => ({ callsOff: await callsOffEverywhere(app, auth.id) }),
  );

  api.put(
    '/calls/settings',
    {
      summary: 'Take no calls at all, or take them again',
      access: MEMBERS,
      body: callSettingsSchema,
      response: callSettingsSchema,
    },
    ({ auth, body }) => setCallsOffEverywhere(app, auth.id, body.callsOff),
  );

  api.get(
    '/conversations/:id/calls',
    {
      summary: 'Whether I take no calls in this conversation',
      access: MEMBERS,
      params: conversationParams,
      response: conversationCallsSchema,
      authz: CONVERSATION_OWNERS_ONLY,
      errors: { 404: 'No such conversation of mine' },
    },
    async ({ auth, params }) => orRefuse(await callsOffIn(app, auth.id, params.id)),
  );

  api.put(
    '/conversations/:id/calls',
    {
      summary: 'Take no calls in this conversation, or take them again',
      access: MEMBERS,
      params: conversationParams,
      body: conversationCallsSchema,
      response: conversationCallsSchema,
      authz: CONVERSATION_OWNERS_ONLY,
      errors: { 404: 'No such conversation of mine' },
    },
    async ({ auth, params, body }) => orRefuse(await callsOffIn(app, auth.id, params.id, body.off)),
  );
}
